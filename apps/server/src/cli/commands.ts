// Further `portal` commands contributed by modules (e.g. jobs:import). Each module adds its own here.
import type { Command } from 'commander';
import type { Database } from '../db/client';
import { registerApplicationCommands } from '../modules/application/cli';
import { registerJobEmailCommands } from '../modules/job-emails/cli';
import { registerJobCommands } from '../modules/jobs/cli';
import { registerRecruiterCommands } from '../modules/recruiters/cli';
import { registerDashboardCommands } from '../modules/dashboard/cli';
import { registerReferenceCommands } from '../modules/references/cli';
import { registerSkillsCommands } from '../modules/skills/cli';

export type WithDatabase = <T>(work: (database: Database) => Promise<T>) => Promise<T>;

export function registerCliCommands(program: Command, withDatabase: WithDatabase): void {
  registerJobCommands(program, withDatabase);
  registerApplicationCommands(program, withDatabase);
  registerRecruiterCommands(program, withDatabase);
  registerDashboardCommands(program, withDatabase);
  registerReferenceCommands(program, withDatabase);
  registerSkillsCommands(program, withDatabase);
  registerJobEmailCommands(program, withDatabase);
}
