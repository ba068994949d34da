; Inno Setup script for the Windows installer, run by build/package.py when iscc is found.
; It installs the one-folder app built by installer.spec; everything variable comes from /D options:
;   iscc /DAppVersion=0.1.0 /DSourceDir=dist\quorum /DOutputDir=dist /DOutputName=quorum-0.1.0-windows-x86_64-setup
;        [/DIconFile=.pyinstaller\quorum\installer\quorum.ico] build\platform\quorum.iss

#define AppName "Quorum"
#define AppExe "quorum.exe"

[Setup]
AppId={{6E0C2B0A-3F7D-4B8E-9C61-5A2D7F1E4B93}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Quorum contributors
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; Per-user install without administrator rights unless the player asks for all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#OutputDir}
OutputBaseFilename={#OutputName}
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
UninstallDisplayIcon={app}\{#AppExe}
#ifdef IconFile
SetupIconFile={#IconFile}
#endif

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
