// The line editor built against libedit's own headers and library, as CI checks it:
// FLOWSIM_LINE_EDITOR=libedit swift build. The code is CReadline's.
#define FLOWSIM_EDITLINE_HEADERS 1
#include "../CReadline/shim.h"
