/* Wine 8 lacks bcryptprimitives.dll, from which Rust's standard library imports ProcessPrng
 * (Windows 10 and later have it). This stand-in, built with mingw at test time and put into
 * the System32 folder of the test prefix (scripts/windows/wine-prefix.sh), answers from
 * RtlGenRandom. It is never shipped. */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length) {
    while (length > 0) {
        ULONG chunk = length > 0x40000000 ? 0x40000000 : (ULONG)length;
        if (!SystemFunction036(data, chunk)) {
            return FALSE;
        }
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
