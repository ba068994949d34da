; NSIS script for Quorum's Windows installer, compiled by build/package.py with makensis (Debian's
; `nsis` package on Linux, NSIS 3 on Windows). Everything variable comes from /D options:
;   makensis /DAPP_VERSION=0.1.0 /DAPP_VERSION4=0.1.0.0 "/DPUBLISHER=Quorum contributors"
;            /DSOURCE_DIR=dist\quorum /DOUTPUT_FILE=dist\quorum-0.1.0-windows-x86_64-setup.exe
;            [/DICON_FILE=.pyinstaller\quorum\quorum.ico] build\platform\quorum.nsi
;
; Per user, without administrator rights, into %LOCALAPPDATA%\Programs\Quorum. Silent with /S.
; The uninstaller (Apps & features, or uninstall.exe /S) keeps the saved games in %APPDATA%\Quorum
; unless the player ticks "Saved games and settings" (or passes /PURGE with /S).

Unicode true
Target amd64-unicode  ; makensis builds a 32-bit installer by default; Quorum is 64-bit only
ManifestDPIAware true
SetCompressor /SOLID lzma

!define APP_NAME "Quorum"
!define APP_EXE "quorum.exe"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Quorum"
!define PROG_ID "Quorum.Session"
!define SESSION_EXT ".quorum"
; Where QStandardPaths.AppDataLocation and QSettings keep Quorum's data (organisation and program
; are both "Quorum", desktop/app.py).
!define SAVES_DIR "$APPDATA\Quorum"
!define SETTINGS_KEY "Software\Quorum"

Name "${APP_NAME}"
OutFile "${OUTPUT_FILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP_NAME}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
RequestExecutionLevel user
BrandingText "${APP_NAME} ${APP_VERSION}"

VIProductVersion "${APP_VERSION4}"
VIFileVersion "${APP_VERSION4}"
VIAddVersionKey /LANG=0 "ProductName" "${APP_NAME}"
VIAddVersionKey /LANG=0 "ProductVersion" "${APP_VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${APP_VERSION}"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP_NAME} ${APP_VERSION} Setup"
VIAddVersionKey /LANG=0 "LegalCopyright" "MIT licence"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "LogicLib.nsh"

!ifdef ICON_FILE
  !define MUI_ICON "${ICON_FILE}"
  !define MUI_UNICON "${ICON_FILE}"
!endif
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\${APP_EXE}"
!define MUI_UNCOMPONENTSPAGE_NODESC

!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_COMPONENTS
!insertmacro MUI_UNPAGE_INSTFILES

; The languages Quorum speaks (the installer follows the system's language).
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "German"
!insertmacro MUI_LANGUAGE "Russian"

LangString SessionType ${LANG_ENGLISH} "Quorum session"
LangString SessionType ${LANG_GERMAN} "Quorum-Partie"
LangString SessionType ${LANG_RUSSIAN} "Партия Quorum"
LangString ProgramSection ${LANG_ENGLISH} "Quorum (the program)"
LangString ProgramSection ${LANG_GERMAN} "Quorum (das Programm)"
LangString ProgramSection ${LANG_RUSSIAN} "Quorum (программа)"
LangString SavesSection ${LANG_ENGLISH} "Saved games and settings"
LangString SavesSection ${LANG_GERMAN} "Gespeicherte Partien und Einstellungen"
LangString SavesSection ${LANG_RUSSIAN} "Сохранённые партии и настройки"

Section "-Program"
  SetShellVarContext current
  ; An upgrade replaces the program, never the player's data (that lives in ${SAVES_DIR}): files an
  ; older version had and this one has not must not linger in _internal.
  RMDir /r "$INSTDIR\_internal"
  SetOutPath "$INSTDIR"
  File /r "${SOURCE_DIR}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${APP_NAME}.lnk" "$INSTDIR\${APP_EXE}" "" "$INSTDIR\${APP_EXE}" 0

  ; Double-clicking a .quorum file imports it (quorum.exe FILE).
  WriteRegStr HKCU "Software\Classes\${SESSION_EXT}" "" "${PROG_ID}"
  WriteRegStr HKCU "Software\Classes\${PROG_ID}" "" "$(SessionType)"
  WriteRegStr HKCU "Software\Classes\${PROG_ID}\DefaultIcon" "" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKCU "Software\Classes\${PROG_ID}\shell\open\command" "" '"$INSTDIR\${APP_EXE}" "%1"'
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'  ; SHCNE_ASSOCCHANGED

  ; Apps & features.
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP_NAME}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${APP_VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${APP_EXE},0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"
SectionEnd

Section "!un.$(ProgramSection)" UnProgram
  SectionIn RO
  SetShellVarContext current
  ; Only what the installer put there: the folder may have been chosen by hand.
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${APP_EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${APP_NAME}.lnk"
  ReadRegStr $0 HKCU "Software\Classes\${SESSION_EXT}" ""
  ${If} $0 == "${PROG_ID}"
    DeleteRegKey HKCU "Software\Classes\${SESSION_EXT}"
  ${EndIf}
  DeleteRegKey HKCU "Software\Classes\${PROG_ID}"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  System::Call 'shell32::SHChangeNotify(i 0x08000000, i 0, p 0, p 0)'
SectionEnd

; Off unless the player ticks it (or runs uninstall.exe /S /PURGE).
Section /o "un.$(SavesSection)" UnSaves
  SetShellVarContext current
  RMDir /r "${SAVES_DIR}"
  DeleteRegKey HKCU "${SETTINGS_KEY}"
SectionEnd

Function .onInit
  SetShellVarContext current
FunctionEnd

Function un.onInit
  SetShellVarContext current
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/PURGE" $R1
  ${IfNot} ${Errors}
    SectionSetFlags ${UnSaves} ${SF_SELECTED}
  ${EndIf}
FunctionEnd
