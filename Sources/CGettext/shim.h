// GNU gettext as glibc provides it (I1): nothing to link.
#include <libintl.h>
#include <locale.h>
