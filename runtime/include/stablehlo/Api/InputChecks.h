//===- InputChecks.h - what MLIR's readers cannot take safely ---*- C++ -*-===//
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

#ifndef STABLEHLO_API_INPUTCHECKS_H
#define STABLEHLO_API_INPUTCHECKS_H

#include <string>

#include "llvm/ADT/StringRef.h"
#include "mlir/Support/LLVM.h"

namespace mlir {
namespace stablehlo {

/// How deep operations with regions may nest (an op in a region of an op in a
/// region of ... counts one level per op with regions; a function's body is
/// level 1). MLIR's text parser runs out of an 8 MB stack at about 4,000
/// levels, and verification and conversion take time quadratic in the depth
/// (3,000 levels: about 5 s), so readers refuse deeper input before parsing.
constexpr unsigned kMaxRegionNesting = 1000;

/// How deep brackets ((, [, {, <) may nest in MLIR text read as an artifact:
/// the region limit plus room for the brackets of one op's own syntax.
constexpr unsigned kMaxTextNesting = kMaxRegionNesting + 64;

/// Succeeds if `bytes` (MLIR bytecode, format versions 0 to 6) is structurally
/// sound enough for MLIR's bytecode reader to read it without crashing;
/// otherwise fails and sets `why` to the section, offset and reason.
LogicalResult checkBytecodeStructure(llvm::StringRef bytes, std::string &why);

/// Succeeds if brackets in `text` (MLIR text; string literals and `//`
/// comments skipped, `->` not counted) nest at most kMaxTextNesting deep;
/// otherwise fails and sets `why` to the line and the limit. Linear time.
LogicalResult checkTextNesting(llvm::StringRef text, std::string &why);

} // namespace stablehlo
} // namespace mlir

#endif // STABLEHLO_API_INPUTCHECKS_H
