// On a page, the lazy definer loads the toast area's code when a toast is asked for (src/lib/show-toast.ts);
// widget tests that raise toasts define it up front by importing this module.
import '../../widgets/toaster/define.ts';
