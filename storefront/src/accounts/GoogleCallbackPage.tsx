import { SocialCallbackPage } from './SocialCallbackPage';

export default function GoogleCallbackPage() {
  return <SocialCallbackPage provider="google" />;
}
