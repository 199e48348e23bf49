# What building needs, checked before project() so that every missing piece
# is named at once, with the Debian package that has it, instead of CMake
# failing on the first one deeper in (a compiler check, MLIRConfig.cmake's
# own dependencies). `pip install .` and tools/dev.sh show this message.
#
#   the C and C++ compilers asked for (tools/dev.sh and pyproject.toml: clang)
#   the linker asked for with LLVM_USE_LINKER (lld)
#   LLVM/MLIR 22's CMake packages (MLIR_DIR, by default Debian's
#   /usr/lib/llvm-22/lib/cmake/mlir), its tablegen tools and static libraries
#
# pybind11 and the Python headers are checked where the Python module is
# configured (python/CMakeLists.txt).

set(STABLEHLO_LLVM_ROOT "/usr/lib/llvm-22" CACHE PATH
  "Where LLVM/MLIR 22 is installed (Debian: /usr/lib/llvm-22); MLIR_DIR defaults to its lib/cmake/mlir")
if(NOT MLIR_DIR)
  set(MLIR_DIR "${STABLEHLO_LLVM_ROOT}/lib/cmake/mlir" CACHE PATH "Directory of MLIRConfig.cmake")
endif()

set(_stablehlo_missing "")
foreach(_lang C CXX)
  set(_compiler "${CMAKE_${_lang}_COMPILER}")
  if(_compiler AND NOT IS_ABSOLUTE "${_compiler}")
    find_program(_stablehlo_found_${_lang} NAMES "${_compiler}" NO_CACHE)
    if(NOT _stablehlo_found_${_lang})
      list(APPEND _stablehlo_missing
        "the ${_lang} compiler '${_compiler}' (Debian package: clang)")
    endif()
  elseif(_compiler AND NOT EXISTS "${_compiler}")
    list(APPEND _stablehlo_missing "the ${_lang} compiler ${_compiler} (Debian package: clang)")
  endif()
endforeach()
if(LLVM_USE_LINKER)
  find_program(_stablehlo_found_linker NAMES "ld.${LLVM_USE_LINKER}" NO_CACHE)
  if(NOT _stablehlo_found_linker)
    list(APPEND _stablehlo_missing
      "the linker ld.${LLVM_USE_LINKER} asked for by LLVM_USE_LINKER (Debian package: lld)")
  endif()
endif()
if(NOT EXISTS "${MLIR_DIR}/MLIRConfig.cmake")
  list(APPEND _stablehlo_missing
    "MLIR 22's CMake package: no MLIRConfig.cmake in MLIR_DIR=${MLIR_DIR} (Debian packages: libmlir-22-dev mlir-22-tools, or -DMLIR_DIR=<dir of MLIRConfig.cmake>)")
else()
  # MLIR_DIR is PREFIX/lib/cmake/mlir.
  get_filename_component(_stablehlo_cmake_root "${MLIR_DIR}" DIRECTORY)
  if(NOT EXISTS "${_stablehlo_cmake_root}/llvm/LLVMConfig.cmake" AND NOT LLVM_DIR)
    list(APPEND _stablehlo_missing
      "LLVM 22's CMake package: no LLVMConfig.cmake in ${_stablehlo_cmake_root}/llvm (Debian package: llvm-22-dev)")
  endif()
  get_filename_component(_stablehlo_llvm_prefix "${_stablehlo_cmake_root}" DIRECTORY)
  get_filename_component(_stablehlo_llvm_prefix "${_stablehlo_llvm_prefix}" DIRECTORY)
  if(NOT EXISTS "${_stablehlo_llvm_prefix}/bin/mlir-tblgen")
    list(APPEND _stablehlo_missing
      "mlir-tblgen: not in ${_stablehlo_llvm_prefix}/bin (Debian package: mlir-22-tools)")
  endif()
endif()

if(_stablehlo_missing)
  list(JOIN _stablehlo_missing "\n  - " _stablehlo_list)
  message(FATAL_ERROR
    "Building stablehlo-portable needs what is missing here:\n  - ${_stablehlo_list}\n"
    "On Debian 12: apt-get install clang lld ninja-build cmake llvm-22-dev libmlir-22-dev "
    "mlir-22-tools libzstd-dev python3-dev pybind11-dev, "
    "or run tools/dev.sh build, which installs them.")
endif()
