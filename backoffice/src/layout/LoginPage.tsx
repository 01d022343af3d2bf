import { Box, Typography } from '@mui/material';
import { Login, LoginForm, PasswordInput, TextInput, required, useTranslate } from 'react-admin';
import { LanguageMenu } from './LanguageMenu';

const requiredValue = required();

/** Staff sign in with their e-mail (react-admin's default form asks for a username). */
export const LoginPage = () => {
  const translate = useTranslate();
  return (
    <Login>
      <Box sx={{ px: 2, pt: 1, textAlign: 'center' }}>
        <Typography component="h1" variant="h6">
          {translate('backoffice.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('backoffice.login.subtitle')}
        </Typography>
      </Box>
      <LoginForm>
        <TextInput
          autoFocus
          source="email"
          type="email"
          label="ra.auth.email"
          autoComplete="username"
          validate={requiredValue}
        />
        <PasswordInput
          source="password"
          label="ra.auth.password"
          autoComplete="current-password"
          validate={requiredValue}
        />
      </LoginForm>
      <Box sx={{ display: 'flex', justifyContent: 'center', pb: 2 }}>
        <LanguageMenu />
      </Box>
    </Login>
  );
};
