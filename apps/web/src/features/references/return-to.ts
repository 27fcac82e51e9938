// Where the add and update pages go back to: the References page, or the application's references step when the
// candidate came from there (`?return=application`; any other value is ignored, so no address can be smuggled in).
import { SECTION_KEYS } from '@portal/shared/application/contract';

export const APPLICATION_REFERENCES_STEP = `/application?step=${SECTION_KEYS.indexOf('profReferences')}`;

export function returnTo(params: URLSearchParams): string {
  return params.get('return') === 'application' ? APPLICATION_REFERENCES_STEP : '/references';
}
