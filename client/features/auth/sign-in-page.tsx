import { useEffect, useState, type FormEvent } from 'react';
import { ROLE_HOME } from '../../../contract/platform/roles';
import { loginSchema } from '../../../contract/auth/schemas';
import { validationMessages } from '../../../contract/platform/validation-messages';
import { AlertIcon, EyeIcon, EyeOffIcon } from '../../components/icons/icons';
import { Logo } from '../../components/logo/logo';
import { ProductNameWords } from '../../components/product-name/product-name-words';
import { SubmitButton } from '../../components/submit-button/submit-button';
import { useHydratedMark } from '../../lib/dom/use-hydrated-mark';
import { leaveWelcome } from '../../lib/session/pending-welcome';
import { safeRedirectTarget } from './safe-redirect';
import { signInError, type SignInError } from './sign-in-error';
import { requestSignIn, type Credentials, type SignedIn } from './sign-in-request';
import { signInTitle, type SignInPageState, type SignInTexts } from './sign-in-texts';
import { useVisitorLanguage } from './use-visitor-language';

type Field = 'identifier' | 'password';
type FieldErrors = Partial<Record<Field, string>>;

function destinationAfterSignIn(signedIn: SignedIn, from: string | null): string {
  return safeRedirectTarget(from) ?? (ROLE_HOME[signedIn.role] as string | undefined) ?? '/login';
}

type SignInMessage = keyof SignInTexts['login']['errors'];

/**
 * The contract's sign-in schema, its messages named by their keys in login.errors: a message
 * shows in the page's language at render, whatever the language was when the form was checked.
 */
const schema = loginSchema({ ...validationMessages, identifierRequired: 'identifierRequired', identifierInvalid: 'identifierInvalid', loginPasswordMin: 'passwordMin' });

function messageIn(texts: SignInTexts, message: string): string {
  const errors = texts.login.errors;
  return message in errors ? errors[message as SignInMessage] : message;
}

function credentialsOf(form: HTMLFormElement) {
  const data = new FormData(form);
  return { identifier: String(data.get('identifier') ?? ''), password: String(data.get('password') ?? ''), remember_me: data.has('remember_me') };
}

/** Each field's first message, as react-hook-form's resolver would show it. */
function validate(form: HTMLFormElement): { credentials: Credentials } | { errors: FieldErrors } {
  const result = schema.safeParse(credentialsOf(form));
  if (result.success) return { credentials: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'identifier' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

/**
 * Spec section 3, the sign-in screen. It is a page of its own, outside the app's router: its
 * script is this form, so a visitor's first page loads little. Signing in loads the user's home
 * (or the page they came from) as a new page, which greets them.
 */
export function SignInPage({ state }: { state: SignInPageState }) {
  const language = useVisitorLanguage(state.language);
  const texts = state.texts[language];
  const { login } = texts;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<SignInError | null>(null);
  const [busy, setBusy] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);

  useEffect(() => {
    document.title = signInTitle(texts);
  }, [texts]);

  useHydratedMark();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    const outcome = validate(form);
    if ('errors' in outcome) {
      setErrors(outcome.errors);
      const firstInvalid = outcome.errors.identifier ? 'identifier' : 'password';
      (form.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    requestSignIn(outcome.credentials).then(
      (signedIn) => {
        leaveWelcome(signedIn.username);
        window.location.replace(destinationAfterSignIn(signedIn, new URLSearchParams(window.location.search).get('from')));
      },
      (error: unknown) => {
        setFailure(signInError(error));
        setBusy(false);
      },
    );
  };

  // After the first submit, a field is checked again as it changes (react-hook-form's reValidateMode).
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (!submitted) return;
    const outcome = validate(event.currentTarget);
    setErrors('errors' in outcome ? outcome.errors : {});
  };

  const errorId = (field: Field) => `login-${field}-error`;
  const invalidProps = (field: Field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {});
  const fieldError = (field: Field) => {
    const message = errors[field];
    return (
      message && (
        <p id={errorId(field)} className="field__error">
          {messageIn(texts, message)}
        </p>
      )
    );
  };

  return (
    <div className="login">
      <aside className="login__brand" aria-hidden="true">
        <div className="login__brand-inner">
          <Logo size={56} />
          <p className="login__brand-name">
            <ProductNameWords name={texts.productName} />
          </p>
          <p className="login__brand-tagline">{login.subtitle}</p>
        </div>
      </aside>
      <main className="login__main">
        <div className="login__card">
          <div className="login__heading">
            <Logo size={40} />
            <h1 className="login__title">{login.title}</h1>
            <p className="login__subtitle">{login.subtitle}</p>
          </div>

          {failure && (
            <div className="alert alert--error" role="alert">
              <AlertIcon />
              <span>{login.errors[failure]}</span>
            </div>
          )}

          <form className="login__form" method="post" noValidate onSubmit={onSubmit} onChange={onChange}>
            <div className="field">
              <label className="field__label" htmlFor="login-identifier">
                {login.identifier}
              </label>
              <input
                id="login-identifier"
                name="identifier"
                className="field__input"
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                {...invalidProps('identifier')}
              />
              {fieldError('identifier')}
            </div>

            <div className="field">
              <label className="field__label" htmlFor="login-password">
                {login.password}
              </label>
              <div className="field__control">
                <input
                  id="login-password"
                  name="password"
                  className="field__input login__password"
                  type={passwordVisible ? 'text' : 'password'}
                  autoComplete="current-password"
                  {...invalidProps('password')}
                />
                <button
                  type="button"
                  className="icon-button login__reveal"
                  aria-controls="login-password"
                  aria-label={passwordVisible ? login.hidePassword : login.showPassword}
                  title={passwordVisible ? login.hidePassword : login.showPassword}
                  onClick={() => setPasswordVisible(!passwordVisible)}
                >
                  {passwordVisible ? <EyeOffIcon /> : <EyeIcon />}
                </button>
              </div>
              {fieldError('password')}
            </div>

            <div className="login__options">
              <label className="login__remember">
                <input type="checkbox" name="remember_me" defaultChecked />
                <span>{login.rememberMe}</span>
              </label>
              {/* The spec's placeholder: password recovery does not exist yet. */}
              <a className="login__forgot" href="#" onClick={(event) => event.preventDefault()}>
                {login.forgotPassword}
              </a>
            </div>

            <SubmitButton className="button--block login__submit" busy={busy} busyLabel={login.submitting}>
              {login.submit}
            </SubmitButton>
          </form>
        </div>
        <p className="login__footer">{texts.copyright}</p>
      </main>
    </div>
  );
}
