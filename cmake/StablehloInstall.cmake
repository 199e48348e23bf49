# `cmake --install BUILD --prefix PREFIX` installs:
#   bin/                the tools
#   include/            the C++ and C headers, with the generated .inc files
#   lib/                the static libraries, and libStablehloPortable.so
#                       (the C API for any host: include/stablehlo-c and
#                       include/mlir-c are its headers)
#   lib/cmake/StablehloPortable/   the package (one target to link:
#                       StablehloPortable::StablehloPortable)
#   python_packages/stablehlo/     the Python module
# tests/install/test_install.sh builds and runs examples/ against it.
#
# The wheel is the install component `wheel` (EXCLUDE_FROM_ALL: installed only
# when asked for, as pyproject.toml does), laid out as the package `stablehlo`:
#   stablehlo/                 the Python module (__init__.py, type hints,
#                              _version.py, _cli.py, the _stablehlo extension)
#   stablehlo/lib/             libStablehloPortable.so
#   stablehlo/include/         its headers, stablehlo-c/ and mlir-c/
#   stablehlo/_bin/            stablehlo-tools, the three tools in one
#                              executable, behind the console commands
include(CMakePackageConfigHelpers)

install(TARGETS stablehlo-opt stablehlo-translate stablehlo-lsp-server
  RUNTIME DESTINATION bin)

install(DIRECTORY ${PROJECT_SOURCE_DIR}/runtime/include/stablehlo
                  ${PROJECT_SOURCE_DIR}/runtime/include/stablehlo-c
  DESTINATION include FILES_MATCHING PATTERN "*.h")
install(DIRECTORY ${PROJECT_BINARY_DIR}/runtime/include/stablehlo
  DESTINATION include FILES_MATCHING PATTERN "*.inc"
  PATTERN CMakeFiles EXCLUDE)
install(FILES ${PROJECT_BINARY_DIR}/runtime/include/stablehlo/PortableVersion.h
  DESTINATION include/stablehlo)
# VhloSchema.h includes the generated table of attribute kinds.
install(FILES ${PROJECT_SOURCE_DIR}/generated/vhlo/VhloAttrKinds.h.inc
  DESTINATION include/generated/vhlo)

# The one target downstream projects link; it brings the others along.
add_library(StablehloPortable INTERFACE)
target_link_libraries(StablehloPortable INTERFACE StablehloCAPI)
target_include_directories(StablehloPortable INTERFACE $<INSTALL_INTERFACE:include>)
target_compile_features(StablehloPortable INTERFACE cxx_std_17)

install(TARGETS StablehloPortable StablehloCAPI StablehloSerialization StablehloPasses
                StablehloDialect VhloDialect SdyDialect
  EXPORT StablehloPortableTargets
  ARCHIVE DESTINATION lib
  INCLUDES DESTINATION include)
install(EXPORT StablehloPortableTargets
  NAMESPACE StablehloPortable::
  DESTINATION lib/cmake/StablehloPortable)
configure_package_config_file(
  ${PROJECT_SOURCE_DIR}/cmake/StablehloPortableConfig.cmake.in
  ${PROJECT_BINARY_DIR}/StablehloPortableConfig.cmake
  INSTALL_DESTINATION lib/cmake/StablehloPortable)
install(FILES ${PROJECT_BINARY_DIR}/StablehloPortableConfig.cmake
              ${PROJECT_SOURCE_DIR}/cmake/StablehloStaticLLVM.cmake
  DESTINATION lib/cmake/StablehloPortable)

if(STABLEHLO_BUILD_PYTHON)
  # The extension through install(TARGETS), which sets its RPATH ($ORIGIN/lib);
  # lib/ beside it is a link to the prefix's lib/.
  install(DIRECTORY ${PROJECT_BINARY_DIR}/python_packages/stablehlo
    DESTINATION python_packages USE_SOURCE_PERMISSIONS
    PATTERN "_stablehlo*.so" EXCLUDE PATTERN "__pycache__" EXCLUDE)
  install(TARGETS StablehloPythonModule LIBRARY DESTINATION python_packages/stablehlo)
  install(CODE "
    set(package \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/python_packages/stablehlo\")
    file(RELATIVE_PATH target \"\${package}\" \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/lib\")
    file(CREATE_LINK \"\${target}\" \"\${package}/lib\" SYMBOLIC)")
  install(TARGETS StablehloPortableShared LIBRARY DESTINATION lib)
  # The MLIR C API headers libStablehloPortable.so implements, so that a C
  # program builds against this prefix alone.
  foreach(header ${STABLEHLO_C_HEADERS})
    if(header MATCHES "/mlir-c/")
      install(FILES ${header} DESTINATION include/mlir-c)
    endif()
  endforeach()

  # The wheel (component `wheel`; see the top of this file).
  install(DIRECTORY ${PROJECT_BINARY_DIR}/python_packages/stablehlo
    DESTINATION . USE_SOURCE_PERMISSIONS
    COMPONENT wheel EXCLUDE_FROM_ALL
    PATTERN "_stablehlo*.so" EXCLUDE PATTERN "__pycache__" EXCLUDE)
  install(TARGETS StablehloPythonModule LIBRARY DESTINATION stablehlo
    COMPONENT wheel EXCLUDE_FROM_ALL)
  install(TARGETS StablehloPortableShared LIBRARY DESTINATION stablehlo/lib
    COMPONENT wheel EXCLUDE_FROM_ALL)
  install(TARGETS stablehlo-tools RUNTIME DESTINATION stablehlo/_bin
    COMPONENT wheel EXCLUDE_FROM_ALL)
  foreach(header ${STABLEHLO_C_HEADERS})
    string(REGEX MATCH "(stablehlo-c|mlir-c)/[^/]+$" relative ${header})
    get_filename_component(subdir ${relative} DIRECTORY)
    install(FILES ${header} DESTINATION stablehlo/include/${subdir}
      COMPONENT wheel EXCLUDE_FROM_ALL)
  endforeach()
endif()
