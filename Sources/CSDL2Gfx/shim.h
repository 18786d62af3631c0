#include <SDL2/SDL2_gfxPrimitives.h>
