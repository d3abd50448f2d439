/**
 * Every app-level modal, mounted once. Each feature contributes its modals here as it lands;
 * the flags live in the modal store so any button anywhere can open them.
 */
export function AppModals() {
  return null;
}
