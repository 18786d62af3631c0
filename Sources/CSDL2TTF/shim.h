#include <SDL2/SDL_ttf.h>
