// The checklists and the timed tests that ship with the portal (domain.md §2). They are the same JSON files an agency
// loads with `portal skills:import modules/skills/catalogue/<file>.json`; imported here so the bundle carries them.
import type { TChecklistDefinition, TTestDefinition } from '@portal/shared/skills';
import cmaMedicalAssistant from './catalogue/cma-certified-medical-assistant.json';
import cmaMedicationAide from './catalogue/cma-medication-aide.json';
import cna from './catalogue/cna.json';
import erRn from './catalogue/er-rn.json';
import icuRn from './catalogue/icu-rn.json';
import medicalAssistant from './catalogue/medical-assistant.json';
import medSurgRn from './catalogue/med-surg-rn.json';
import pct from './catalogue/pct.json';
import telemetryRn from './catalogue/telemetry-rn.json';
import cnaFundamentals from './catalogue/tests/cna-fundamentals.json';
import dosageCalculation from './catalogue/tests/dosage-calculation.json';
import hipaaPrivacy from './catalogue/tests/hipaa-privacy.json';
import infectionControl from './catalogue/tests/infection-control.json';
import patientSafety from './catalogue/tests/patient-safety.json';
import phlebotomyBasics from './catalogue/tests/phlebotomy-basics.json';

export const BUILTIN_CHECKLISTS = [cna, pct, medicalAssistant, cmaMedicalAssistant, cmaMedicationAide, medSurgRn, icuRn, telemetryRn, erRn] as unknown as TChecklistDefinition[];
/** General tests (patient safety, infection control, HIPAA, dosage calculation) and role tests (CNA, phlebotomy), in English, German and Spanish. */
export const BUILTIN_TESTS = [patientSafety, infectionControl, hipaaPrivacy, dosageCalculation, cnaFundamentals, phlebotomyBasics] as unknown as TTestDefinition[];
