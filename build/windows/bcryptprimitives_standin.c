/* A stand-in for bcryptprimitives.dll, for Wine test prefixes only (never shipped in the installer).
 *
 * pydantic-core (Rust) asks ProcessPrng for random bytes, as Rust's standard library does on
 * Windows 10 and later, which have bcryptprimitives.dll in System32. Wine 8 lacks it, and the
 * import fails ("DLL load failed while importing _pydantic_core"): the saved games would not open.
 * Here ProcessPrng takes its bytes from RtlGenRandom (advapi32's SystemFunction036), which Wine has.
 * Built by build/windows_build.py with mingw-w64:
 *   x86_64-w64-mingw32-gcc -shared -O2 -s -o bcryptprimitives.dll bcryptprimitives_standin.c -ladvapi32
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length); /* RtlGenRandom */

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x10000000 ? 0x10000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
