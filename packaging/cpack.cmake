# Installation layout and packages. Linux: CPack DEB, two packages - `gunjin` (the desktop
# app, gunjin-cli, desktop entry, icons, AppStream metainfo) and `gunjin-server` (the headless
# room server, no Qt). Windows (NSIS) and macOS (DragNDrop) use the same install rules after
# the deploy steps of packaging/windows and packaging/macos; see packaging/README.md.
include(GNUInstallDirs)

set(GUNJIN_APP_ID io.github.gunjinshogi.gunjin)
if(TARGET gunjin AND UNIX AND NOT APPLE)
    install(FILES ${PROJECT_SOURCE_DIR}/packaging/linux/${GUNJIN_APP_ID}.desktop
            DESTINATION ${CMAKE_INSTALL_DATADIR}/applications COMPONENT app)
    install(FILES ${PROJECT_SOURCE_DIR}/packaging/linux/${GUNJIN_APP_ID}.metainfo.xml
            DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo COMPONENT app)
    # *.gunjin.json records open in the app (dpkg's trigger updates the MIME database).
    install(FILES ${PROJECT_SOURCE_DIR}/packaging/linux/${GUNJIN_APP_ID}.mime.xml
            DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME ${GUNJIN_APP_ID}.xml
            COMPONENT app)
    install(DIRECTORY ${PROJECT_SOURCE_DIR}/resources/icons/hicolor
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons COMPONENT app)
endif()

# The room server as a system service: its unit, its user and a config file to edit (a conffile:
# an upgrade keeps the operator's changes). Not enabled on install; packaging/README.md says
# how to put it on the internet.
if(TARGET gunjin-server AND UNIX AND NOT APPLE)
    set(gunjin_server_dir ${PROJECT_SOURCE_DIR}/packaging/linux/server)
    install(FILES ${gunjin_server_dir}/gunjin-server.service
            DESTINATION lib/systemd/system COMPONENT server)
    install(FILES ${gunjin_server_dir}/gunjin-server.sysusers
            DESTINATION lib/sysusers.d RENAME gunjin-server.conf COMPONENT server)
    # /etc whatever the prefix: the package installs under /usr, its settings do not.
    install(FILES ${gunjin_server_dir}/gunjin-server.conf
            DESTINATION /etc/gunjin-server COMPONENT server)
    set(CPACK_DEBIAN_SERVER_PACKAGE_CONTROL_EXTRA
        ${gunjin_server_dir}/conffiles ${gunjin_server_dir}/postinst
        ${gunjin_server_dir}/prerm ${gunjin_server_dir}/postrm)
    set(CPACK_DEBIAN_SERVER_PACKAGE_CONTROL_STRICT_PERMISSION ON)
endif()

set(CPACK_STRIP_FILES ON) # no debug info in what people install
# Windows and macOS: the Qt libraries, plugins and QML modules go next to the app at install
# time (windeployqt / macdeployqt), so the installer and the DMG carry everything.
if(TARGET gunjin AND (WIN32 OR APPLE))
    get_target_property(gunjin_qmake Qt6::qmake IMPORTED_LOCATION)
    get_filename_component(gunjin_qt_bin "${gunjin_qmake}" DIRECTORY)
    if(WIN32)
        find_program(GUNJIN_WINDEPLOYQT windeployqt HINTS "${gunjin_qt_bin}" REQUIRED)
        set(CMAKE_INSTALL_SYSTEM_RUNTIME_COMPONENT app)
        include(InstallRequiredSystemLibraries) # the MSVC runtime
        install(CODE "execute_process(COMMAND \"${GUNJIN_WINDEPLOYQT}\" --release --qmldir
                          \"${PROJECT_SOURCE_DIR}/qml\" --no-translations
                          \"\${CMAKE_INSTALL_PREFIX}/bin/gunjin.exe\" COMMAND_ERROR_IS_FATAL ANY)"
                COMPONENT app)
    else()
        find_program(GUNJIN_MACDEPLOYQT macdeployqt HINTS "${gunjin_qt_bin}" REQUIRED)
        install(CODE "execute_process(COMMAND \"${GUNJIN_MACDEPLOYQT}\"
                          \"\${CMAKE_INSTALL_PREFIX}/gunjin.app\"
                          -qmldir=\"${PROJECT_SOURCE_DIR}/qml\" COMMAND_ERROR_IS_FATAL ANY)"
                COMPONENT app)
    endif()
endif()

set(CPACK_PACKAGE_NAME gunjin)
set(CPACK_PACKAGE_VENDOR "Gunjin Shogi project")
set(CPACK_PACKAGE_CONTACT "Gunjin Shogi developers <gunjin-shogi@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Gunjin Shogi (軍人将棋), the war game of hidden pieces")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_INSTALL_DIRECTORY "Gunjin Shogi")
set(CPACK_PACKAGE_EXECUTABLES gunjin "Gunjin Shogi")
set(CPACK_COMPONENTS_ALL)
if(TARGET gunjin)
    list(APPEND CPACK_COMPONENTS_ALL app)
endif()
if(TARGET gunjin-server)
    list(APPEND CPACK_COMPONENTS_ALL server)
endif()
set(CPACK_COMPONENT_APP_DISPLAY_NAME "Gunjin Shogi")
set(CPACK_COMPONENT_SERVER_DISPLAY_NAME "Room server (gunjin-server)")

# Debian: one package per component; library dependencies from dpkg-shlibdeps, plus what no
# library reveals: the QML runtime modules the app imports, a CJK font for the kanji, Mesa for
# machines without a GPU driver, and libXcursor (Qt's X11 plugin loads it for cursor themes).
# Qt Multimedia (the sounds) is named too, though shlibdeps finds it: the install test checks it.
# ca-certificates: a room server's certificate is checked against the system's CAs (gunjins://).
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/gunjin-shogi/gunjin")
set(CPACK_DEBIAN_APP_PACKAGE_NAME gunjin)
set(CPACK_DEBIAN_APP_PACKAGE_DEPENDS
    "qml6-module-qtquick, qml6-module-qtquick-window, qml6-module-qtquick-controls, qml6-module-qtquick-templates, qml6-module-qtquick-layouts, qml6-module-qtqml-workerscript, qml6-module-quick3d, fonts-ipafont-gothic | fonts-noto-cjk | fonts-vlgothic, libgl1-mesa-dri, libxcursor1, libqt6multimedia6, ca-certificates")
# Qt's own Japanese texts (the file dialogs); the app runs without them, in English there.
set(CPACK_DEBIAN_APP_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_APP_DESCRIPTION
    "Gunjin Shogi (軍人将棋), the war game of hidden pieces
 Each player sets up 23 face-down pieces and a referee, who alone sees both
 armies, judges every clash. Play the CPU at four levels, two players at one PC
 behind a curtain, or a friend on the LAN. Includes gunjin-cli.")
set(CPACK_DEBIAN_SERVER_PACKAGE_NAME gunjin-server)
set(CPACK_DEBIAN_SERVER_PACKAGE_SECTION net)
set(CPACK_DEBIAN_SERVER_DESCRIPTION
    "Gunjin Shogi room server
 The headless room server of Gunjin Shogi: it referees matches between the
 desktop apps (WebSocket, JSON protocol v2), on a LAN over ws:// or on the
 internet over wss:// (TLS). A systemd service, not enabled on install; set
 its certificate in /etc/gunjin-server/gunjin-server.conf first.")

# Windows: an NSIS installer with a Start menu entry; macOS: a DMG of the app bundle.
# Game records (*.gunjin.json): Windows goes by the last extension only, so the installer
# offers the app under 'Open with' for .json files rather than taking .json over; macOS
# declares the document type in the bundle's Info.plist (packaging/macos/Info.plist.in).
# Room links (gunjin://HOST:PORT/ROOM, gunjins:// for a room server over TLS) start the app with
# the link: the URL protocols 'gunjin' and 'gunjins'.
set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS "
  WriteRegStr HKCR 'GunjinShogi.Record' '' 'Gunjin Shogi game record'
  WriteRegStr HKCR 'GunjinShogi.Record\\DefaultIcon' '' '$INSTDIR\\bin\\gunjin.exe,0'
  WriteRegStr HKCR 'GunjinShogi.Record\\shell\\open\\command' '' '\"$INSTDIR\\bin\\gunjin.exe\" \"%1\"'
  WriteRegStr HKCR '.json\\OpenWithProgids' 'GunjinShogi.Record' ''
  WriteRegStr HKCR 'gunjin' '' 'URL:Gunjin Shogi room'
  WriteRegStr HKCR 'gunjin' 'URL Protocol' ''
  WriteRegStr HKCR 'gunjin\\DefaultIcon' '' '$INSTDIR\\bin\\gunjin.exe,0'
  WriteRegStr HKCR 'gunjin\\shell\\open\\command' '' '\"$INSTDIR\\bin\\gunjin.exe\" \"%1\"'
  WriteRegStr HKCR 'gunjins' '' 'URL:Gunjin Shogi room (server)'
  WriteRegStr HKCR 'gunjins' 'URL Protocol' ''
  WriteRegStr HKCR 'gunjins\\DefaultIcon' '' '$INSTDIR\\bin\\gunjin.exe,0'
  WriteRegStr HKCR 'gunjins\\shell\\open\\command' '' '\"$INSTDIR\\bin\\gunjin.exe\" \"%1\"'")
set(CPACK_NSIS_EXTRA_UNINSTALL_COMMANDS "
  DeleteRegValue HKCR '.json\\OpenWithProgids' 'GunjinShogi.Record'
  DeleteRegKey HKCR 'GunjinShogi.Record'
  DeleteRegKey HKCR 'gunjin'
  DeleteRegKey HKCR 'gunjins'")
set(CPACK_NSIS_DISPLAY_NAME "Gunjin Shogi")
set(CPACK_NSIS_PACKAGE_NAME "Gunjin Shogi")
set(CPACK_NSIS_MUI_ICON ${PROJECT_SOURCE_DIR}/packaging/windows/gunjin.ico)
set(CPACK_NSIS_INSTALLED_ICON_NAME bin\\\\gunjin.exe)
set(CPACK_DMG_VOLUME_NAME "Gunjin Shogi")
if(WIN32)
    set(CPACK_GENERATOR NSIS)
elseif(APPLE)
    set(CPACK_GENERATOR DragNDrop)
else()
    set(CPACK_GENERATOR DEB)
endif()
include(CPack)
