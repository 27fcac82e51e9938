// Further `portal` commands contributed by modules (e.g. jobs:import). Each module adds its own here; the modules take
// what a command is given (CommandContext) from cli/context.ts, never from this file.
import type { Command } from 'commander';
import { registerAgencyCommands } from '../modules/agency/cli';
import { registerApplicationCommands } from '../modules/application/cli';
import { registerDashboardCommands } from '../modules/dashboard/cli';
import { registerJobEmailCommands } from '../modules/job-emails/cli';
import { registerJobCommands } from '../modules/jobs/cli';
import { registerRecruiterCommands } from '../modules/recruiters/cli';
import { registerReferenceCommands } from '../modules/references/cli';
import { registerSkillsCommands } from '../modules/skills/cli';
import type { CommandContext } from './context';

export function registerCliCommands(program: Command, context: CommandContext): void {
  registerJobCommands(program, context);
  registerApplicationCommands(program, context);
  registerRecruiterCommands(program, context);
  registerDashboardCommands(program, context);
  registerReferenceCommands(program, context);
  registerSkillsCommands(program, context);
  registerJobEmailCommands(program, context);
  registerAgencyCommands(program, context);
}
