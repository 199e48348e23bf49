# stablehlo_use_static_llvm(): make the imported MLIR targets link LLVM's
# static component libraries instead of libLLVM.so.
#
# Debian's MLIR archives name libLLVM.so (target `LLVM`: every backend, 120
# MB, and its option registry) in their link interface. Loading it costs a
# process ~45 ms before main(). LLVM's static component libraries are
# installed next to it, so `LLVM` is swapped for the components MLIR's
# libraries use, and the linker pulls in only the objects a program
# references. No code generator is among them.
#
# The project's CMakeLists.txt calls it, and so does the installed package
# config (StablehloPortableConfig.cmake): a program linking this project's
# static libraries must not also load libLLVM.so, or LLVM's command-line
# options would be registered twice.
#
# Call it after find_package(MLIR), in the directory that links.
macro(stablehlo_use_static_llvm)
  set(LLVM_LINK_LLVM_DYLIB OFF)
  set(STABLEHLO_LLVM_COMPONENT_LIBS
    LLVMSupport LLVMDemangle LLVMCore LLVMBinaryFormat LLVMTargetParser
    LLVMRemarks LLVMBitstreamReader LLVMAsmParser LLVMBitReader LLVMBitWriter
    LLVMIRReader LLVMFrontendOpenMP LLVMFrontendOffloading LLVMFrontendAtomic
    LLVMFrontendDirective LLVMFrontendHLSL LLVMTransformUtils LLVMAnalysis
    LLVMProfileData LLVMObject LLVMMC LLVMMCParser LLVMTextAPI LLVMSupportLSP)
  foreach(_stablehlo_target IN LISTS MLIR_EXPORTED_TARGETS)
    if(TARGET ${_stablehlo_target})
      get_target_property(_stablehlo_libs ${_stablehlo_target} INTERFACE_LINK_LIBRARIES)
      if(_stablehlo_libs AND ("LLVM" IN_LIST _stablehlo_libs OR
                              "$<LINK_ONLY:LLVM>" IN_LIST _stablehlo_libs))
        list(REMOVE_ITEM _stablehlo_libs LLVM "$<LINK_ONLY:LLVM>")
        list(APPEND _stablehlo_libs ${STABLEHLO_LLVM_COMPONENT_LIBS})
        set_target_properties(${_stablehlo_target} PROPERTIES
          INTERFACE_LINK_LIBRARIES "${_stablehlo_libs}")
      endif()
    endif()
  endforeach()
endmacro()
