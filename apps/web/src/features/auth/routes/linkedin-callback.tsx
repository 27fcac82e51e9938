import { useSearchParams } from 'react-router';
import { SocialCallback } from '../components/social-callback';

/** spec §2: /linkedin is the callback of the professional-network sign-in. */
export default function LinkedInCallbackPage() {
  const [params] = useSearchParams();
  return <SocialCallback provider="linkedin" code={params.get('code')} state={params.get('state')} />;
}
