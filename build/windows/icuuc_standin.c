/* A stand-in for Windows' icuuc.dll, for Wine test prefixes only (never shipped in the installer).
 *
 * Qt6Core.dll imports 20 ucnv_* converter functions from icuuc.dll, which Windows 10 1903 and later
 * ship in System32 and Wine lacks. Qt calls them only for legacy codecs (QStringConverter by name).
 * Here ucnv_open always fails, so Qt keeps to its own UTF codecs; the rest are never reached and
 * return nothing. Built by build/windows_build.py with mingw-w64:
 *   x86_64-w64-mingw32-gcc -shared -O2 -s -o icuuc.dll icuuc_standin.c
 */
#include <stddef.h>

#define EXPORT __declspec(dllexport)
#define U_FILE_ACCESS_ERROR 4

typedef int UErrorCode;

EXPORT void *ucnv_open(const char *name, UErrorCode *err)
{
    (void)name;
    if (err != NULL && *err <= 0)
        *err = U_FILE_ACCESS_ERROR;
    return NULL;
}

EXPORT int ucnv_countAvailable(void) { return 0; }
EXPORT const char *ucnv_getAvailableName(int n) { (void)n; return NULL; }
EXPORT const char *ucnv_getStandardName(const char *name, const char *standard, UErrorCode *err)
{
    (void)name; (void)standard;
    if (err != NULL && *err <= 0)
        *err = U_FILE_ACCESS_ERROR;
    return NULL;
}

/* Only ever called on a converter ucnv_open returned, which never happens. */
EXPORT void ucnv_close(void *c) { (void)c; }
EXPORT void ucnv_reset(void *c) { (void)c; }
EXPORT int ucnv_getMaxCharSize(void *c) { (void)c; return 0; }
EXPORT const char *ucnv_getName(void *c, UErrorCode *e) { (void)c; (void)e; return NULL; }
EXPORT void ucnv_getToUCallBack(void *c, void **a, const void **b) { (void)c; (void)a; (void)b; }
EXPORT void ucnv_getFromUCallBack(void *c, void **a, const void **b) { (void)c; (void)a; (void)b; }
EXPORT void ucnv_setToUCallBack(void *c, void *a, const void *b, void **d, const void **e, UErrorCode *f)
{ (void)c; (void)a; (void)b; (void)d; (void)e; (void)f; }
EXPORT void ucnv_setFromUCallBack(void *c, void *a, const void *b, void **d, const void **e, UErrorCode *f)
{ (void)c; (void)a; (void)b; (void)d; (void)e; (void)f; }
EXPORT void ucnv_cbToUWriteUChars(void *a, const void *b, int c, int d, UErrorCode *e)
{ (void)a; (void)b; (void)c; (void)d; (void)e; }
EXPORT void ucnv_cbFromUWriteUChars(void *a, const void **b, const void *c, int d, UErrorCode *e)
{ (void)a; (void)b; (void)c; (void)d; (void)e; }
EXPORT void ucnv_toUnicode(void *c, void **t, const void *tl, const char **s, const char *sl, int *o, int f,
                           UErrorCode *e)
{ (void)c; (void)t; (void)tl; (void)s; (void)sl; (void)o; (void)f; (void)e; }
EXPORT void ucnv_fromUnicode(void *c, char **t, const char *tl, const void **s, const void *sl, int *o, int f,
                             UErrorCode *e)
{ (void)c; (void)t; (void)tl; (void)s; (void)sl; (void)o; (void)f; (void)e; }
EXPORT int ucnv_toUCountPending(void *c, UErrorCode *e) { (void)c; (void)e; return 0; }
EXPORT int ucnv_fromUCountPending(void *c, UErrorCode *e) { (void)c; (void)e; return 0; }
EXPORT void UCNV_FROM_U_CALLBACK_SUBSTITUTE(const void *a, void *b, const void *c, int d, int e, int f,
                                            UErrorCode *g)
{ (void)a; (void)b; (void)c; (void)d; (void)e; (void)f; (void)g; }
EXPORT void UCNV_TO_U_CALLBACK_SUBSTITUTE(const void *a, void *b, const char *c, int d, int e, UErrorCode *f)
{ (void)a; (void)b; (void)c; (void)d; (void)e; (void)f; }
