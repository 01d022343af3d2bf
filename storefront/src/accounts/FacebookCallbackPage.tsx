import { SocialCallbackPage } from './SocialCallbackPage';

export default function FacebookCallbackPage() {
  return <SocialCallbackPage provider="facebook" />;
}
