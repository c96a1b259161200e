// The signed-out pages other than the login page, in one chunk of their own: the login route's
// first load carries only what signing in needs.
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { JoinPage } from './JoinPage';
export { RegisterPage } from './RegisterPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { SetupCompanyPage } from './SetupCompanyPage';
