import { useAppServices } from '../app-services';
import type { PreferenceActions } from './preference-actions';

export function usePreferenceActions(): PreferenceActions {
  return useAppServices().preferences;
}
