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

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

namespace llvm {
class MemoryBuffer;
} // namespace llvm

namespace mlir {
class Attribute;
class Operation;
class ParserConfig;

namespace stablehlo {

/// How deep operations with regions may nest (an op in a region of an op in a
/// region of ... counts one level per op with regions; a function's body is
/// level 1). MLIR's text parser runs out of an 8 MB stack at about 4,000
/// levels, and verification and conversion take time quadratic in the depth
/// (3,000 levels: about 5 s), so readers refuse deeper input before parsing.
constexpr unsigned kMaxRegionNesting = 1000;

/// How deep brackets ((, [, {, <) may nest in MLIR text read as an artifact:
/// the region limit plus room for the brackets of one op's own syntax. An
/// attribute or type alias counts as deep as its definition.
constexpr unsigned kMaxTextNesting = kMaxRegionNesting + 64;

/// How deep attributes, types and locations may nest once read (an array in
/// an array, a tuple in a tuple, a call-site location in one, ...; a leaf
/// counts 1): the text limit plus room for levels that text writes without
/// brackets (a function type in a type attribute, a string's type, ...).
/// MLIR's printer and the VHLO conversions recurse once per level and run out
/// of an 8 MB stack at about 8,000 levels (arrays, dictionaries) to 20,000
/// (tuples); MLIR's bytecode reader takes time quadratic in the depth.
constexpr unsigned kMaxAttributeNesting = kMaxTextNesting + 16;

/// Succeeds if `bytes` (MLIR bytecode, format versions 0 to 6) is structurally
/// sound enough for MLIR's bytecode reader to read it without crashing;
/// otherwise fails and sets `why` to the section, offset and reason.
LogicalResult checkBytecodeStructure(llvm::StringRef bytes, std::string &why);

/// The dialects and the operation names ("dialect.op") that MLIR bytecode
/// `bytes` lists in its dialect section: every op, attribute and type it
/// holds is of one of the dialects, every op has one of the names. Also the
/// builtin attribute and type entries whose code this MLIR's builtin dialect
/// does not have and readNewerBuiltinTypes does not rewrite ("builtin type
/// code 33": a newer MLIR wrote them, or they are damaged). Checks
/// the header, string, dialect and attribute/type sections as
/// checkBytecodeStructure does (not the rest); on failure sets `why`.
LogicalResult getBytecodeNames(llvm::StringRef bytes,
                               std::vector<std::string> &dialects,
                               std::vector<std::string> &opNames,
                               std::vector<std::string> &unknownBuiltinEntries,
                               std::string &why);

/// MLIR bytecode `bytes` with each builtin type entry that a newer MLIR
/// wrote under a code MLIR 22.1's builtin dialect lacks (21-32: tf32 and the
/// float8, float6 and float4 types, which jaxlib's MLIR writes so) rewritten
/// as the text entry MLIR 22.1 writes for the same type, which its reader
/// reads; the rest is as it was. Null when `bytes` holds no such entry (read
/// them as they are) or cannot be read this far (checkBytecodeStructure says
/// why). The buffer, named `bufferName`, is allocated aligned for its
/// sections.
std::unique_ptr<llvm::MemoryBuffer>
readNewerBuiltinTypes(llvm::StringRef bytes, llvm::StringRef bufferName);

/// Succeeds if brackets in `text` (MLIR text; string literals and `//`
/// comments skipped, `->` not counted) nest at most kMaxTextNesting deep,
/// counting a use of an attribute or type alias (`#a`, `!t`) as deep as the
/// alias's definition; otherwise fails and sets `why` to the line and the
/// limit. Linear time. Entries of the bytecode attribute/type section that
/// are text (no dialect encoding) are checked the same way by
/// checkBytecodeStructure.
LogicalResult checkTextNesting(llvm::StringRef text, std::string &why);

/// Succeeds if no attribute, type or location of `root` and the ops in it
/// (attributes, properties, result and region argument types, locations)
/// nests more than kMaxAttributeNesting deep; otherwise fails and sets `why`
/// to the op, the kind of attribute or type and the limit. Linear in the
/// distinct attributes and types, without recursion: the check to run on a
/// program read from bytecode before anything recurses over its attributes.
/// `onAttribute`, if given, is called once for each distinct attribute met
/// (nested ones included), for checks of their own that need no second walk.
LogicalResult checkAttributeNesting(
    Operation *root, std::string &why,
    llvm::function_ref<void(Attribute)> onAttribute = nullptr);

/// How many reads of attribute and type entries a reader allows for an input
/// of `inputSize` bytes: each entry takes at least one byte, and a reading
/// of sound input reads each a few times at most.
inline uint64_t bytecodeReadBudget(uint64_t inputSize) {
  return 4096 + 64 * inputSize;
}

/// What the readers of plain bytecode give MLIR's reader parsing with
/// `config` an input of `inputSize` bytes, in the order it must come:
/// limitBytecodeEntryReads with bytecodeReadBudget, then checkBuiltinEntries
/// (which reads nested entries, so a cycle must meet the budget first).
void guardPlainBytecodeReading(ParserConfig &config, uint64_t inputSize);

/// Makes MLIR's bytecode reader, parsing with `config`, fail once it has read
/// attribute and type entries of dialects other than VHLO (the builtin
/// dialect's locations, types and attributes, ...) more than `budget` times,
/// with an error naming the budget. MLIR's reader reads an entry again for
/// every 5 levels nested below it, so entries nested N deep take about N^2/10
/// reads, and entries that refer to each other in a cycle are read forever.
/// VHLO's entries have their own count (vhlo::setBytecodeReadBudget).
void limitBytecodeEntryReads(ParserConfig &config, uint64_t budget);

/// Makes MLIR's bytecode reader, parsing with `config` an input of
/// `inputSize` bytes, check the builtin dialect's attribute and type entries
/// before MLIR's own reader builds them, which trusts what it reads: a list
/// count (arrays, dictionaries, fused locations, shapes, tuple and function
/// types, symbol references, string elements, the words of a wide integer or
/// float) larger than the input, which MLIR would reserve memory for (and
/// abort on above 2^32); an integer type wider than MLIR allows; a dense
/// elements or dense array attribute whose data does not have the size its
/// type says. Each is an error naming the entry and the count.
void checkBuiltinEntries(ParserConfig &config, uint64_t inputSize);

} // namespace stablehlo
} // namespace mlir

#endif // STABLEHLO_API_INPUTCHECKS_H
