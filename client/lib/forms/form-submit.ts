import type { BaseSyntheticEvent } from 'react';

/**
 * A form's onSubmit from react-hook-form's handleSubmit. Its promise only settles validation (the
 * mutation reports its own outcome), so it is let go on purpose rather than handed to React.
 */
export function formSubmit(submit: (event?: BaseSyntheticEvent) => Promise<void>) {
  return (event: BaseSyntheticEvent) => {
    void submit(event);
  };
}
