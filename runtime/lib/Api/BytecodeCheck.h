//===- BytecodeCheck.h - structural pre-validation of MLIR bytecode -------===//
//
// MLIR 22.1's bytecode reader trusts counts and indices taken from its input
// (it resizes vectors to them and writes through them), so damaged bytecode
// can crash it, exhaust memory or hang before any dialect hook runs.
// checkBytecodeStructure decodes the generic parts of the format (header,
// sections, strings, dialects and op names, attribute/type offsets,
// resources, properties offsets, and the IR section: ops, regions, blocks,
// values, use-list orders) without trusting any count or index, and refuses
// what the reader could not read safely. Attribute, type, property and
// dialect-version payloads (read by dialect hooks) are bounded but not
// decoded.
//
// Section alignment padding depends on the address of the bytes (the reader
// aligns real pointers), so check the very buffer that will be parsed.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_API_BYTECODECHECK_H
#define STABLEHLO_API_BYTECODECHECK_H

#include <string>

#include "llvm/ADT/StringRef.h"
#include "mlir/Support/LLVM.h"

namespace mlir {
namespace stablehlo {

/// Succeeds if `bytes` (MLIR bytecode, format versions 0 to 6) is structurally
/// sound enough for MLIR's bytecode reader to read it without crashing;
/// otherwise fails and sets `why` to the section, offset and reason.
LogicalResult checkBytecodeStructure(llvm::StringRef bytes, std::string &why);

} // namespace stablehlo
} // namespace mlir

#endif // STABLEHLO_API_BYTECODECHECK_H
