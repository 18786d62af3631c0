// The types of Xlib, of its MIT-SHM extension and of SDL's window information, for the
// window's pixels shared with the X server (`SharedWindowPixels`). Nothing is linked: the
// functions are looked up in the libX11 and libXext that SDL loaded (under Wayland there are none).
#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>
#include <X11/Xutil.h>
#include <X11/extensions/XShm.h>
