/* A stand-in for mscms.dll (colour management), for Wine test prefixes only, loaded by quorum.exe alone.
 *
 * Qt 6.12's windows platform plugin asks the screen for its colour profile and converts it with
 * WcsCreateIccProfile, which Wine 8 leaves unimplemented: the call aborts the program. Windows has
 * it. This stand-in reports that the screen has no profile (OpenColorProfileW fails), as a Windows
 * machine without colour management does, so Qt keeps to sRGB. build/windows_build.py installs it in
 * the test prefix's System32 with a DllOverrides entry for quorum.exe only; other programs keep
 * Wine's own mscms. Built with mingw-w64:
 *   x86_64-w64-mingw32-gcc -shared -O2 -s -o mscms.dll mscms_standin.c
 */
#include <windows.h>

__declspec(dllexport) HANDLE WINAPI OpenColorProfileW(void *profile, DWORD access, DWORD share, DWORD creation)
{
    (void)profile; (void)access; (void)share; (void)creation;
    SetLastError(ERROR_FILE_NOT_FOUND);
    return NULL;
}

__declspec(dllexport) BOOL WINAPI CloseColorProfile(HANDLE profile) { (void)profile; return TRUE; }

__declspec(dllexport) BOOL WINAPI GetColorProfileFromHandle(HANDLE profile, BYTE *buffer, DWORD *size)
{
    (void)profile; (void)buffer; (void)size;
    SetLastError(ERROR_INVALID_HANDLE);
    return FALSE;
}

__declspec(dllexport) HANDLE WINAPI WcsCreateIccProfile(HANDLE profile, DWORD options)
{
    (void)profile; (void)options;
    SetLastError(ERROR_INVALID_HANDLE);
    return NULL;
}
