# `cmake --install BUILD --prefix PREFIX` installs:
#   bin/                the tools
#   include/            the C++ and C headers, with the generated .inc files
#   lib/                the static libraries
#   lib/cmake/StablehloPortable/   the package (one target to link:
#                       StablehloPortable::StablehloPortable)
#   python_packages/stablehlo/     the Python module
# tests/install/test_install.sh builds and runs examples/ against it.
include(CMakePackageConfigHelpers)

install(TARGETS stablehlo-opt stablehlo-translate stablehlo-lsp-server
  RUNTIME DESTINATION bin)

install(DIRECTORY ${PROJECT_SOURCE_DIR}/runtime/include/stablehlo
                  ${PROJECT_SOURCE_DIR}/runtime/include/stablehlo-c
  DESTINATION include FILES_MATCHING PATTERN "*.h")
install(DIRECTORY ${PROJECT_BINARY_DIR}/runtime/include/stablehlo
  DESTINATION include FILES_MATCHING PATTERN "*.inc"
  PATTERN CMakeFiles EXCLUDE)
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
  install(DIRECTORY ${PROJECT_BINARY_DIR}/python_packages/stablehlo
    DESTINATION python_packages USE_SOURCE_PERMISSIONS)
endif()
