//===- BytecodeCheck.cpp - structural pre-validation of MLIR bytecode -----===//
//
// Written from the format (mlir/docs/BytecodeFormat.md and the behaviour of
// MLIR's reader): every count is compared with the bytes left before it is
// believed, every index with the table it indexes, and every loop consumes
// input, so checking is linear in the input size.
//
//===----------------------------------------------------------------------===//

#include "BytecodeCheck.h"

#include <cstring>
#include <vector>

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir {
namespace stablehlo {
namespace {

// Format versions (mlir/Bytecode/Encoding.h).
constexpr uint64_t kDialectVersioning = 1;
constexpr uint64_t kLazyLoading = 2;
constexpr uint64_t kUseListOrdering = 3;
constexpr uint64_t kElideUnknownBlockArgLocation = 4;
constexpr uint64_t kNativePropertiesEncoding = 5;
constexpr uint64_t kMaxVersion = 6;
// The builtin dialect's highest attribute and type codes in MLIR 22.1
// (mlir/IR/BuiltinDialectBytecode.td: VectorTypeWithScalableDims is type 20;
// newer MLIRs give tf32 and the float8/6/4 types codes 21 and up, which
// 22.1's reader refuses as unknown).
constexpr uint64_t kMaxBuiltinAttributeCode = 22;
constexpr uint64_t kMaxBuiltinTypeCode = 20;

// The builtin types newer MLIRs write under codes 21-32, each the code
// alone (as jaxlib 0.10.2's MLIR writes them; tests/interop checks each
// against it). MLIR 22.1 writes the same types as text entries, which every
// MLIR reads: readNewerBuiltinTypes rewrites the codes into those.
constexpr uint64_t kMaxNewerBuiltinTypeCode = 32;
const char *newerBuiltinTypeText(uint64_t code) {
  static const char *texts[] = {"tf32",          "f8E5M2",     "f8E4M3",
                                "f8E4M3FN",      "f8E5M2FNUZ", "f8E4M3FNUZ",
                                "f8E4M3B11FNUZ", "f8E3M4",     "f4E2M1FN",
                                "f6E2M3FN",      "f6E3M2FN",   "f8E8M0FNU"};
  if (code <= kMaxBuiltinTypeCode || code > kMaxNewerBuiltinTypeCode)
    return nullptr;
  return texts[code - kMaxBuiltinTypeCode - 1];
}

void appendVarint(std::string &out, uint64_t v) {
  if ((v >> 7) == 0) {
    out.push_back(char((v << 1) | 1));
    return;
  }
  unsigned bytes = (64 - unsigned(llvm::countl_zero(v)) + 6) / 7;
  if (bytes > 8) {
    out.push_back(0);
    for (unsigned i = 0; i < 8; ++i)
      out.push_back(char(v >> (8 * i)));
    return;
  }
  uint64_t encoded = (v << bytes) | (uint64_t(1) << (bytes - 1));
  for (unsigned i = 0; i < bytes; ++i)
    out.push_back(char(encoded >> (8 * i)));
}

enum SectionId : uint8_t {
  kString = 0,
  kDialect = 1,
  kAttrType = 2,
  kAttrTypeOffset = 3,
  kIR = 4,
  kResource = 5,
  kResourceOffset = 6,
  kDialectVersions = 7,
  kProperties = 8,
  kNumSections = 9,
};

const char *sectionName(unsigned id) {
  static const char *names[] = {"string section (0)",
                                "dialect section (1)",
                                "attribute/type section (2)",
                                "attribute/type offset section (3)",
                                "IR section (4)",
                                "resource section (5)",
                                "resource offset section (6)",
                                "dialect version section (7)",
                                "properties section (8)"};
  return id < kNumSections ? names[id] : "unknown section";
}

// Op encoding mask bits.
constexpr uint8_t kHasAttrs = 1 << 0;
constexpr uint8_t kHasResults = 1 << 1;
constexpr uint8_t kHasOperands = 1 << 2;
constexpr uint8_t kHasSuccessors = 1 << 3;
constexpr uint8_t kHasInlineRegions = 1 << 4;
constexpr uint8_t kHasUseListOrders = 1 << 5;
constexpr uint8_t kHasProperties = 1 << 6;

/// The first failure, with where it happened.
struct Diag {
  const uint8_t *base;
  std::string &why;
  bool failed = false;
  bool fail(const char *where, const uint8_t *at, const llvm::Twine &msg) {
    if (!failed) {
      why = (llvm::Twine(where) + ", byte offset " +
             llvm::Twine(uint64_t(at - base)) + ": " + msg)
                .str();
      failed = true;
    }
    return false;
  }
};

/// A bounded cursor over one section (or nested section).
struct Reader {
  const uint8_t *p = nullptr, *end = nullptr;
  const char *where = "";
  Diag *diag = nullptr;

  size_t left() const { return size_t(end - p); }
  bool empty() const { return p == end; }
  bool fail(const llvm::Twine &msg) { return diag->fail(where, p, msg); }
  bool failAt(const uint8_t *at, const llvm::Twine &msg) {
    return diag->fail(where, at, msg);
  }

  bool byte(uint8_t &v) {
    if (p == end)
      return fail("unexpected end of data (expected a byte)");
    v = *p++;
    return true;
  }
  bool varint(uint64_t &v) {
    if (p == end)
      return fail("unexpected end of data (expected a varint)");
    if (size_t needed = decodeBytecodeVarint(p, end, v))
      return fail("a varint of " + llvm::Twine(uint64_t(needed)) +
                  " bytes runs past the end (" + llvm::Twine(uint64_t(left())) +
                  " bytes left)");
    return true;
  }
  bool varintFlag(uint64_t &v, bool &flag) {
    if (!varint(v))
      return false;
    flag = v & 1;
    v >>= 1;
    return true;
  }
  /// A count of things that each take at least one byte of what follows.
  bool count(uint64_t &n, const char *what) {
    const uint8_t *at = p;
    if (!varint(n))
      return false;
    if (n > left())
      return failAt(at, llvm::Twine("declares ") + llvm::Twine(n) + " " + what +
                            " but only " + llvm::Twine(uint64_t(left())) +
                            " bytes follow (each needs at least one byte)");
    return true;
  }
  bool index(uint64_t &i, uint64_t limit, const char *what) {
    const uint8_t *at = p;
    if (!varint(i))
      return false;
    if (i >= limit)
      return failAt(at, llvm::Twine(what) + " index " + llvm::Twine(i) +
                            " is out of range (" + llvm::Twine(limit) +
                            " defined)");
    return true;
  }
  bool skip(uint64_t n, const char *what) {
    if (n > left())
      return fail(llvm::Twine(what) + " of " + llvm::Twine(n) +
                  " bytes runs past the end (" + llvm::Twine(uint64_t(left())) +
                  " bytes left)");
    p += n;
    return true;
  }
  /// A section header and its contents; `r` moves past it. `alignment` is
  /// set to the section's alignment, 0 when it has none.
  bool section(uint8_t &id, Reader &contents,
               uint32_t *alignmentOut = nullptr) {
    const uint8_t *at = p;
    if (alignmentOut)
      *alignmentOut = 0;
    uint8_t idAndAlign;
    uint64_t length;
    if (!byte(idAndAlign) || !varint(length))
      return false;
    id = idAndAlign & 0x7F;
    if (id >= kNumSections)
      return failAt(at, "invalid section id " + llvm::Twine(unsigned(id)));
    if (idAndAlign & 0x80) {
      uint64_t alignment;
      if (!varint(alignment))
        return false;
      // MLIR's reader takes the alignment as a 32-bit unsigned and aligns the
      // address of the data.
      uint32_t align = uint32_t(alignment);
      if (!llvm::isPowerOf2_32(align))
        return failAt(at, llvm::Twine(sectionName(id)) + " alignment " +
                              llvm::Twine(alignment) +
                              " is not a power of two");
      if (alignmentOut)
        *alignmentOut = align;
      while (reinterpret_cast<uintptr_t>(p) & (align - 1)) {
        uint8_t pad;
        if (!byte(pad))
          return false;
        if (pad != 0xCB)
          return failAt(p - 1, "expected alignment padding byte 0xCB");
      }
    }
    if (length > left())
      return failAt(at, llvm::Twine(sectionName(id)) + " length " +
                            llvm::Twine(length) + " exceeds the " +
                            llvm::Twine(uint64_t(left())) + " bytes left");
    contents = Reader{p, p + length, sectionName(id), diag};
    p += length;
    return true;
  }
};

class Checker {
public:
  Checker(llvm::StringRef bytes, std::string &why)
      : bytes(bytes), diag{bytes.bytes_begin(), why} {}

  bool run();

  /// Checks the header, strings, dialect and attribute/type sections only,
  /// and gives the dialect names and operation names ("dialect.op") they
  /// list, and the builtin entries this MLIR has no code for.
  bool names(std::vector<std::string> &dialectsOut,
             std::vector<std::string> &opsOut,
             std::vector<std::string> &unknownOut) {
    namesOut = &opsOut;
    unknownBuiltinOut = &unknownOut;
    if (!run())
      return false;
    for (uint64_t name : dialectNames)
      if (name < stringTable.size())
        dialectsOut.push_back(stringTable[name].str());
    return true;
  }

  /// A builtin type entry that a newer MLIR wrote under a code this MLIR
  /// lacks (NewerBuiltinType), and the section layout to rewrite it in.
  struct NewerType {
    uint64_t index; // among the type entries
    uint64_t dataOffset, size;
    const char *text;
  };
  struct SectionAt {
    uint8_t id;
    uint32_t alignment;
    const uint8_t *begin, *end;
  };
  bool newerTypes(std::vector<NewerType> &found, std::vector<SectionAt> &layout,
                  const uint8_t *&firstSection) {
    newerTypesOut = &found;
    layoutOut = &layout;
    namesOut = nullptr;
    if (!run())
      return false;
    firstSection = firstSectionAt;
    return true;
  }

private:
  Reader whole(const uint8_t *from, const char *where) {
    return Reader{from, bytes.bytes_end(), where, &diag};
  }
  bool strings(Reader r);
  bool properties(Reader r);
  bool dialects(Reader r);
  bool resources(Reader data, Reader offsets);
  bool resourceGroup(Reader &offsets, Reader &data);
  bool attrTypes(Reader data, Reader offsets);
  bool ir(Reader r);

  // IR helpers.
  struct Slot {
    uint32_t value = UINT32_MAX; // defined value id, or none yet
    uint32_t pending = 0;        // uses before the definition
  };
  struct Frame {
    unsigned reader; // index into readers
    bool ownsReader; // an isolated region's own section
    bool isolated;   // regions start a new value scope
    bool top;        // the top-level block
    uint64_t regionsLeft = 0;
    bool inRegion = false;
    uint64_t numBlocks = 0, blocksLeft = 0, opsLeft = 0;
    size_t slotBase = 0;
    uint64_t numValues = 0, defined = 0;
  };
  struct UseOrder {
    uint32_t value;
    bool pairs;
    bool evenCount;
    uint32_t maxSource;
    const uint8_t *at;
    const char *where;
  };
  bool blockHeader(Frame &f, Reader &r);
  bool op(size_t frameIndex, bool &descended);
  bool defineValues(Frame &f, Reader &r, uint64_t n, uint32_t firstId,
                    const uint8_t *at);
  bool useListOrders(Reader &r, uint64_t rangeSize, uint32_t firstId);
  bool endRegion(Frame &f, Reader &r);
  uint32_t newValues(uint64_t n) {
    uint32_t first = uint32_t(useCount.size());
    useCount.resize(useCount.size() + n, 0);
    hasOrder.resize(hasOrder.size() + n, 0);
    return first;
  }

  llvm::StringRef bytes;
  Diag diag;
  // opNames(): the strings, dialect names and operation names read.
  std::vector<std::string> *namesOut = nullptr;
  std::vector<std::string> *unknownBuiltinOut = nullptr;
  std::vector<NewerType> *newerTypesOut = nullptr;
  std::vector<SectionAt> *layoutOut = nullptr;
  const uint8_t *firstSectionAt = nullptr;
  std::string producer;
  std::vector<llvm::StringRef> stringTable;
  std::vector<uint64_t> dialectNames;
  uint64_t version = 0;
  uint64_t numStrings = 0, numProperties = 0, numDialects = 0, numOpNames = 0;
  uint64_t numAttrs = 0, numTypes = 0;
  std::vector<Reader> readers;
  std::vector<Frame> frames;
  std::vector<std::vector<Slot>> scopes;
  std::vector<uint32_t> useCount;
  std::vector<uint8_t> hasOrder;
  std::vector<UseOrder> orders;
  uint64_t reservedValues = 0, valueBudget = 0;
};

bool Checker::run() {
  if (!bytes.starts_with("ML\xEFR"))
    return diag.fail("header", bytes.bytes_begin(),
                     "missing the magic number 'ML\\xEFR'");
  Reader r = whole(bytes.bytes_begin() + 4, "header");
  const uint8_t *at = r.p;
  if (!r.varint(version))
    return false;
  if (version > kMaxVersion)
    return r.failAt(at, "bytecode version " + llvm::Twine(version) +
                            " is newer than the newest this reader knows (" +
                            llvm::Twine(kMaxVersion) + ")");
  const void *nul = std::memchr(r.p, 0, r.left());
  if (!nul)
    return r.fail("the producer string is not NUL-terminated");
  {
    llvm::raw_string_ostream os(producer);
    llvm::printEscapedString(
        llvm::StringRef(reinterpret_cast<const char *>(r.p),
                        static_cast<const uint8_t *>(nul) - r.p)
            .take_front(40),
        os);
  }
  r.p = static_cast<const uint8_t *>(nul) + 1;

  Reader sections[kNumSections];
  bool seen[kNumSections] = {};
  firstSectionAt = r.p;
  while (!r.empty()) {
    const uint8_t *sectionAt = r.p;
    uint8_t id;
    Reader contents;
    uint32_t alignment;
    if (!r.section(id, contents, &alignment))
      return false;
    if (layoutOut)
      layoutOut->push_back({id, alignment, contents.p, contents.end});
    if (id == kDialectVersions)
      return r.failAt(sectionAt,
                      "a dialect version section (7) at the top level");
    if (seen[id])
      return r.failAt(sectionAt, llvm::Twine("duplicate ") + sectionName(id));
    seen[id] = true;
    sections[id] = contents;
  }
  for (unsigned id : {kString, kDialect, kAttrType, kAttrTypeOffset, kIR})
    if (!seen[id])
      return diag.fail("header", bytes.bytes_end(),
                       llvm::Twine("missing the ") + sectionName(id));
  if (version >= kNativePropertiesEncoding && !seen[kProperties])
    return diag.fail(
        "header", bytes.bytes_end(),
        "missing the properties section (8), required from bytecode version 5");
  if (seen[kResource] != seen[kResourceOffset])
    return diag.fail(
        "header", bytes.bytes_end(),
        "the resource (5) and resource offset (6) sections must come together");

  if (!strings(sections[kString]))
    return false;
  if (seen[kProperties] && !properties(sections[kProperties]))
    return false;
  if (!dialects(sections[kDialect]))
    return false;
  if (namesOut || newerTypesOut)
    return attrTypes(sections[kAttrType], sections[kAttrTypeOffset]);
  if (seen[kResource] &&
      !resources(sections[kResource], sections[kResourceOffset]))
    return false;
  if (!attrTypes(sections[kAttrType], sections[kAttrTypeOffset]))
    return false;
  return ir(sections[kIR]);
}

bool Checker::strings(Reader r) {
  const uint8_t *begin = r.p;
  size_t size = r.left();
  if (!r.count(numStrings, "strings"))
    return false;
  // Lengths (each counting the string's NUL) are listed last string first;
  // the data ends the section.
  size_t dataEnd = size;
  for (uint64_t i = 0; i < numStrings; ++i) {
    const uint8_t *at = r.p;
    uint64_t length;
    if (!r.varint(length))
      return false;
    if (length == 0)
      return r.failAt(at,
                      "string #" + llvm::Twine(numStrings - 1 - i) +
                          " has length 0 (a length counts the string's NUL)");
    if (length > dataEnd)
      return r.failAt(at, "string #" + llvm::Twine(numStrings - 1 - i) +
                              " of " + llvm::Twine(length) +
                              " bytes does not fit in the " +
                              llvm::Twine(uint64_t(dataEnd)) +
                              " bytes of string data left");
    dataEnd -= length;
  }
  if (size_t(r.p - begin) != dataEnd)
    return r.fail("the string lengths end at section offset " +
                  llvm::Twine(uint64_t(r.p - begin)) +
                  " but the string data starts at " +
                  llvm::Twine(uint64_t(dataEnd)));
  {
    // The strings (dialect and op names, the builtin check): the lengths run
    // last string first; the data of string 0 comes first.
    std::vector<uint64_t> lengths;
    Reader again{begin, begin + size, "string section", &diag};
    uint64_t n;
    again.varint(n);
    for (uint64_t i = 0; i < n; ++i)
      again.varint(lengths.emplace_back());
    const char *data = reinterpret_cast<const char *>(begin) + dataEnd;
    for (auto it = lengths.rbegin(); it != lengths.rend(); ++it) {
      stringTable.emplace_back(data, *it - 1); // without the NUL
      data += *it;
    }
  }
  return true;
}

bool Checker::properties(Reader r) {
  if (r.empty())
    return true;
  if (!r.count(numProperties, "property entries"))
    return false;
  for (uint64_t i = 0; i < numProperties; ++i) {
    uint64_t size;
    if (!r.varint(size) || !r.skip(size, "a properties entry"))
      return false;
  }
  if (!r.empty())
    return r.fail("trailing bytes after the " + llvm::Twine(numProperties) +
                  " property entries");
  return true;
}

bool Checker::dialects(Reader r) {
  if (!r.count(numDialects, "dialects"))
    return false;
  for (uint64_t i = 0; i < numDialects; ++i) {
    uint64_t name;
    if (version < kDialectVersioning) {
      if (!r.index(name, numStrings, "dialect name string"))
        return false;
      dialectNames.push_back(name);
      continue;
    }
    const uint8_t *at = r.p;
    bool versioned;
    if (!r.varintFlag(name, versioned))
      return false;
    if (name >= numStrings)
      return r.failAt(at, "dialect name string index " + llvm::Twine(name) +
                              " is out of range (" + llvm::Twine(numStrings) +
                              " strings)");
    dialectNames.push_back(name);
    if (versioned) {
      uint8_t id;
      Reader contents;
      at = r.p;
      if (!r.section(id, contents))
        return false;
      if (id != kDialectVersions)
        return r.failAt(
            at,
            llvm::Twine("expected a dialect version section (7), found the ") +
                sectionName(id));
    }
  }
  if (version >= kElideUnknownBlockArgLocation) {
    // Only a reservation hint for the reader: bounded loosely.
    const uint8_t *at = r.p;
    uint64_t numOps;
    if (!r.varint(numOps))
      return false;
    if (numOps > 8 * uint64_t(r.left()) + 1024)
      return r.failAt(
          at, "declares " + llvm::Twine(numOps) + " operation names but only " +
                  llvm::Twine(uint64_t(r.left())) + " bytes follow");
  }
  while (!r.empty()) {
    uint64_t dialect, n;
    if (!r.index(dialect, numDialects, "dialect") ||
        !r.count(n, "operation names"))
      return false;
    for (uint64_t i = 0; i < n; ++i) {
      const uint8_t *at = r.p;
      uint64_t name;
      bool registered;
      if (version < kNativePropertiesEncoding) {
        if (!r.varint(name))
          return false;
      } else if (!r.varintFlag(name, registered)) {
        return false;
      }
      if (name >= numStrings)
        return r.failAt(at, "operation name string index " + llvm::Twine(name) +
                                " is out of range (" + llvm::Twine(numStrings) +
                                " strings)");
      if (namesOut && dialect < dialectNames.size() &&
          dialectNames[dialect] < stringTable.size() &&
          name < stringTable.size())
        namesOut->push_back(
            (stringTable[dialectNames[dialect]] + "." + stringTable[name])
                .str());
      ++numOpNames;
    }
  }
  return true;
}

bool Checker::resourceGroup(Reader &offsets, Reader &data) {
  uint64_t n;
  if (!offsets.count(n, "resources"))
    return false;
  for (uint64_t i = 0; i < n; ++i) {
    uint64_t key, size;
    uint8_t kind;
    if (!offsets.index(key, numStrings, "resource key string") ||
        !offsets.varint(size) || !offsets.byte(kind))
      return false;
    if (size > data.left())
      return offsets.fail("resource entry of " + llvm::Twine(size) +
                          " bytes exceeds the " +
                          llvm::Twine(uint64_t(data.left())) +
                          " bytes left in the resource section");
    data.p += size;
  }
  return true;
}

bool Checker::resources(Reader data, Reader offsets) {
  uint64_t numExternal;
  if (!offsets.count(numExternal, "external resource groups"))
    return false;
  for (uint64_t i = 0; i < numExternal; ++i) {
    uint64_t key;
    if (!offsets.index(key, numStrings, "resource group key string") ||
        !resourceGroup(offsets, data))
      return false;
  }
  while (!offsets.empty()) {
    uint64_t dialect;
    if (!offsets.index(dialect, numDialects, "dialect") ||
        !resourceGroup(offsets, data))
      return false;
  }
  return true;
}

bool Checker::attrTypes(Reader data, Reader offsets) {
  const uint64_t dataSize = data.left();
  if (!offsets.count(numAttrs, "attributes") ||
      !offsets.count(numTypes, "types"))
    return false;
  if (numAttrs + numTypes > offsets.left())
    return offsets.fail("declares " + llvm::Twine(numAttrs) +
                        " attributes and " + llvm::Twine(numTypes) +
                        " types but only " +
                        llvm::Twine(uint64_t(offsets.left())) +
                        " bytes follow (each needs at least one byte)");
  uint64_t offset = 0;
  for (int kind = 0; kind < 2; ++kind) {
    const char *what = kind == 0 ? "attributes" : "types";
    uint64_t total = kind == 0 ? numAttrs : numTypes;
    uint64_t remaining = total;
    while (remaining) {
      uint64_t dialect, n;
      if (!offsets.index(dialect, numDialects, "dialect"))
        return false;
      const uint8_t *at = offsets.p;
      if (!offsets.varint(n))
        return false;
      if (n > remaining)
        return offsets.failAt(at, "a dialect grouping of " + llvm::Twine(n) +
                                      " " + what + " but only " +
                                      llvm::Twine(remaining) + " of the " +
                                      llvm::Twine(total) + " declared " + what +
                                      " remain to be listed");
      for (uint64_t i = 0; i < n; ++i) {
        const uint8_t *entryAt = offsets.p;
        uint64_t size;
        bool custom;
        if (!offsets.varintFlag(size, custom))
          return false;
        if (size > dataSize - offset)
          return offsets.failAt(
              entryAt, llvm::Twine(what) + " entry of " + llvm::Twine(size) +
                           " bytes at data offset " + llvm::Twine(offset) +
                           " runs past the end of the " +
                           llvm::Twine(dataSize) +
                           "-byte attribute/type section");
        // A builtin entry whose code this MLIR's builtin dialect does not
        // have (a newer MLIR's: tf32 and the float8/6/4 types got codes
        // after 22.1). MLIR's reader would say "unknown attribute code".
        if (custom && size > 0 && dialect < dialectNames.size() &&
            dialectNames[dialect] < stringTable.size() &&
            stringTable[dialectNames[dialect]] == "builtin") {
          const uint8_t *entry = data.p + offset;
          uint64_t code;
          if (decodeBytecodeVarint(entry, data.p + offset + size, code) == 0 &&
              code > (kind == 0 ? kMaxBuiltinAttributeCode
                                : kMaxBuiltinTypeCode)) {
            // The types a newer MLIR gives a code, entries of the code alone.
            const char *text = kind == 1 ? newerBuiltinTypeText(code) : nullptr;
            if ((newerTypesOut || unknownBuiltinOut) && text &&
                entry == data.p + offset + size) {
              if (newerTypesOut)
                newerTypesOut->push_back(
                    {numTypes - remaining + i, offset, size, text});
              offset += size;
              continue;
            }
            std::string name =
                (kind == 0 ? "builtin attribute code " : "builtin type code ") +
                std::to_string(code);
            // Refused here for types, where newer MLIRs added codes (an
            // attribute code out of range is damage, which MLIR's reader and
            // the builtin entry checks report as they read).
            if (!unknownBuiltinOut && kind == 1)
              return offsets.failAt(
                  entryAt,
                  "the type entry at data offset " + llvm::Twine(offset) +
                      " is a " + name +
                      ", which this reader's MLIR (22.1) does not know " +
                      "(highest: " + llvm::Twine(kMaxBuiltinTypeCode) + "; " +
                      llvm::Twine(kMaxBuiltinTypeCode + 1) + "-" +
                      llvm::Twine(kMaxNewerBuiltinTypeCode) +
                      ", newer MLIRs' tf32 and float8/6/4 types, are read as "
                      "those types): a newer MLIR wrote the bytecode (producer "
                      "'" +
                      producer +
                      "'), or it is damaged; give the program as MLIR "
                      "text or as a portable artifact");
            if (unknownBuiltinOut && llvm::find(*unknownBuiltinOut, name) ==
                                         unknownBuiltinOut->end())
              unknownBuiltinOut->push_back(name);
          }
        }
        // An entry without a dialect encoding is text that MLIR's parser
        // reads, recursing once per bracket.
        std::string nesting;
        if (!custom &&
            failed(checkTextNesting(
                llvm::StringRef(reinterpret_cast<const char *>(data.p) + offset,
                                size),
                nesting)))
          return offsets.failAt(
              entryAt, llvm::Twine(kind == 0 ? "the attribute" : "the type") +
                           " entry at data offset " + llvm::Twine(offset) +
                           " is text (its dialect has no bytecode encoding) "
                           "whose " +
                           nesting);
        offset += size;
      }
      remaining -= n;
    }
  }
  if (!offsets.empty())
    return offsets.fail("trailing bytes after the attribute and type offsets");
  return true;
}

//===----------------------------------------------------------------------===//
// IR section
//===----------------------------------------------------------------------===//

bool Checker::defineValues(Frame &f, Reader &r, uint64_t n, uint32_t firstId,
                           const uint8_t *at) {
  if (n > f.numValues - f.defined)
    return r.failAt(at, "defines values " + llvm::Twine(f.defined) + " to " +
                            llvm::Twine(f.defined + n) +
                            " of a region that declared " +
                            llvm::Twine(f.numValues) + " values");
  std::vector<Slot> &slots = scopes.back();
  for (uint64_t i = 0; i < n; ++i) {
    Slot &slot = slots[f.slotBase + f.defined + i];
    slot.value = firstId + uint32_t(i);
    useCount[slot.value] += slot.pending;
    slot.pending = 0;
  }
  f.defined += n;
  return true;
}

bool Checker::useListOrders(Reader &r, uint64_t rangeSize, uint32_t firstId) {
  uint64_t numOrders = 1;
  if (rangeSize > 1 && !r.varint(numOrders))
    return false;
  for (uint64_t k = 0; k < numOrders; ++k) {
    uint64_t index = 0;
    if (rangeSize > 1 && !r.varint(index))
      return false;
    const uint8_t *at = r.p;
    uint64_t n;
    bool pairs;
    if (!r.varintFlag(n, pairs))
      return false;
    uint32_t maxSource = 0;
    for (uint64_t i = 0; i < n; ++i) {
      uint64_t v;
      if (!r.varint(v))
        return false;
      if (pairs && i % 2 == 0)
        maxSource = std::max(maxSource, uint32_t(v));
    }
    // The reader keeps the first order given for a value.
    if (index < rangeSize && !hasOrder[firstId + index]) {
      hasOrder[firstId + index] = 1;
      orders.push_back({uint32_t(firstId + index), pairs, n % 2 == 0, maxSource,
                        at, r.where});
    }
  }
  return true;
}

bool Checker::blockHeader(Frame &f, Reader &r) {
  const uint8_t *at = r.p;
  bool hasArgs;
  if (!r.varintFlag(f.opsLeft, hasArgs))
    return false;
  if (f.opsLeft > r.left())
    return r.failAt(at, "a block declares " + llvm::Twine(f.opsLeft) +
                            " operations but only " +
                            llvm::Twine(uint64_t(r.left())) + " bytes follow");
  if (!hasArgs)
    return true;
  if (f.top)
    return r.failAt(at, "the top-level block has arguments");
  at = r.p;
  uint64_t numArgs;
  if (!r.count(numArgs, "block arguments"))
    return false;
  for (uint64_t i = 0; i < numArgs; ++i) {
    uint64_t type, loc;
    if (version >= kElideUnknownBlockArgLocation) {
      const uint8_t *typeAt = r.p;
      bool hasLoc;
      if (!r.varintFlag(type, hasLoc))
        return false;
      if (type >= numTypes)
        return r.failAt(typeAt, "block argument type index " +
                                    llvm::Twine(type) + " is out of range (" +
                                    llvm::Twine(numTypes) + " types)");
      if (hasLoc &&
          !r.index(loc, numAttrs, "block argument location attribute"))
        return false;
    } else if (!r.index(type, numTypes, "block argument type") ||
               !r.index(loc, numAttrs, "block argument location attribute")) {
      return false;
    }
  }
  uint32_t firstId = newValues(numArgs);
  if (!defineValues(f, r, numArgs, firstId, at))
    return false;
  if (version < kUseListOrdering)
    return true;
  uint8_t hasOrders;
  if (!r.byte(hasOrders))
    return false;
  if (!hasOrders)
    return true;
  at = r.p;
  if (numArgs > 1) {
    uint64_t numOrders;
    Reader peek = r;
    if (!peek.varint(numOrders))
      return false;
    if (numOrders == 0)
      return r.failAt(at, "empty use-list orders for block arguments");
  }
  return useListOrders(r, numArgs, firstId);
}

bool Checker::op(size_t frameIndex, bool &descended) {
  Frame &f = frames[frameIndex];
  Reader &r = readers[f.reader];
  const uint8_t *opAt = r.p;
  uint64_t name, loc, index;
  uint8_t mask;
  if (!r.index(name, numOpNames, "operation name") || !r.byte(mask) ||
      !r.index(loc, numAttrs, "operation location attribute"))
    return false;
  if ((mask & kHasAttrs) &&
      !r.index(index, numAttrs, "operation attribute dictionary"))
    return false;
  if (mask & kHasProperties) {
    if (version < kNativePropertiesEncoding)
      return r.fail("an operation has properties, which bytecode version " +
                    llvm::Twine(version) + " does not have");
    if (!r.index(index, numProperties, "properties"))
      return false;
  }
  uint64_t numResults = 0;
  const uint8_t *resultsAt = r.p;
  if (mask & kHasResults) {
    if (!r.count(numResults, "results"))
      return false;
    for (uint64_t i = 0; i < numResults; ++i)
      if (!r.index(index, numTypes, "result type"))
        return false;
  }
  uint32_t firstResult = newValues(numResults);
  if (mask & kHasOperands) {
    uint64_t n;
    if (!r.count(n, "operands"))
      return false;
    std::vector<Slot> &slots = scopes.back();
    for (uint64_t i = 0; i < n; ++i) {
      const uint8_t *at = r.p;
      uint64_t value;
      if (!r.varint(value))
        return false;
      if (value >= slots.size())
        return r.failAt(at, "operand value index " + llvm::Twine(value) +
                                " is out of range (" +
                                llvm::Twine(uint64_t(slots.size())) +
                                " values in scope)");
      Slot &slot = slots[value];
      if (slot.value == UINT32_MAX)
        ++slot.pending;
      else
        ++useCount[slot.value];
    }
  }
  if (mask & kHasSuccessors) {
    uint64_t n;
    if (!r.count(n, "successors"))
      return false;
    for (uint64_t i = 0; i < n; ++i)
      if (!r.index(index, f.numBlocks, "successor block"))
        return false;
  }
  if (version >= kUseListOrdering && (mask & kHasUseListOrders) &&
      !useListOrders(r, numResults, firstResult))
    return false;
  uint64_t numRegions = 0;
  bool isolated = false;
  if (mask & kHasInlineRegions) {
    const uint8_t *at = r.p;
    if (!r.varintFlag(numRegions, isolated))
      return false;
    if (numRegions > r.left())
      return r.failAt(at, "an operation declares " + llvm::Twine(numRegions) +
                              " regions but only " +
                              llvm::Twine(uint64_t(r.left())) +
                              " bytes follow");
  }
  // The reader numbers results only in regions that declared values.
  if (f.numValues && numResults &&
      !defineValues(f, r, numResults, firstResult, resultsAt))
    return false;
  if (!numRegions)
    return true;

  // frames[0] is the top-level block; each op with regions adds one.
  if (frames.size() > kMaxRegionNesting)
    return r.failAt(opAt, "operations with regions nest more than " +
                              llvm::Twine(kMaxRegionNesting) +
                              " deep, more than this reader accepts");
  Frame child{f.reader, false, isolated, false};
  child.regionsLeft = numRegions;
  if (isolated && version >= kLazyLoading) {
    const uint8_t *at = r.p;
    uint8_t id;
    Reader contents;
    if (!r.section(id, contents))
      return false;
    if (id != kIR)
      return r.failAt(
          at, llvm::Twine(
                  "expected an IR section (4) for an isolated region, found "
                  "the ") +
                  sectionName(id));
    contents.where = "IR section (4), isolated region";
    readers.push_back(contents);
    child.reader = unsigned(readers.size() - 1);
    child.ownsReader = true;
  }
  if (isolated)
    scopes.emplace_back();
  frames.push_back(child); // `f` and `r` are invalid from here on
  descended = true;
  return true;
}

bool Checker::endRegion(Frame &f, Reader &r) {
  std::vector<Slot> &slots = scopes.back();
  for (size_t i = f.slotBase; i < slots.size(); ++i)
    if (slots[i].value == UINT32_MAX && slots[i].pending)
      return r.fail("an operand refers to value " + llvm::Twine(uint64_t(i)) +
                    ", which its region never defines");
  slots.resize(f.slotBase);
  f.inRegion = false;
  return true;
}

bool Checker::ir(Reader r) {
  valueBudget = 4 * uint64_t(r.left()) + (uint64_t(1) << 25);
  readers.push_back(r);
  Frame top{0, false, true, true};
  top.inRegion = true;
  top.numBlocks = 1;
  frames.push_back(top);
  if (!blockHeader(frames.back(), readers[0]))
    return false;
  scopes.emplace_back();

  while (!frames.empty()) {
    size_t fi = frames.size() - 1;
    {
      Frame &f = frames[fi];
      Reader &rr = readers[f.reader];
      if (!f.inRegion) {
        if (f.regionsLeft == 0) {
          if (f.isolated)
            scopes.pop_back();
          if (f.ownsReader)
            readers.pop_back();
          frames.pop_back();
          continue;
        }
        --f.regionsLeft;
        const uint8_t *at = rr.p;
        uint64_t numBlocks, numValues;
        if (!rr.count(numBlocks, "blocks"))
          return false;
        if (numBlocks == 0)
          continue;
        at = rr.p;
        if (!rr.varint(numValues))
          return false;
        // MLIR's reader reserves (and clears) a slot per declared value, and
        // does not require them to be defined. Every value defined takes a
        // byte of the IR section, so in a valid artifact all regions together
        // declare at most that many values; damaged counts far above it are
        // still read (slowly) up to some millions, so the bound is that plus
        // 2^25 (256 MB of slots in MLIR's reader) for the whole section.
        if (numValues > valueBudget - reservedValues)
          return rr.failAt(at, "a region declares " + llvm::Twine(numValues) +
                                   " values, more than the " +
                                   llvm::Twine(valueBudget - reservedValues) +
                                   " left of the IR section's bound of " +
                                   llvm::Twine(valueBudget) +
                                   " (4 per byte, plus 2^25)");
        reservedValues += numValues;
        std::vector<Slot> &slots = scopes.back();
        f.slotBase = slots.size();
        slots.resize(slots.size() + numValues);
        f.inRegion = true;
        f.numBlocks = numBlocks;
        f.blocksLeft = numBlocks - 1;
        f.numValues = numValues;
        f.defined = 0;
        if (!blockHeader(f, rr))
          return false;
      }
    }
    bool descended = false;
    while (true) {
      while (frames[fi].opsLeft) {
        --frames[fi].opsLeft;
        if (!op(fi, descended))
          return false;
        if (descended)
          break;
      }
      if (descended)
        break;
      Frame &f = frames[fi];
      if (f.blocksLeft == 0)
        break;
      --f.blocksLeft;
      if (!blockHeader(f, readers[f.reader]))
        return false;
    }
    if (descended)
      continue;
    Frame &f = frames[fi];
    if (!endRegion(f, readers[f.reader]))
      return false;
  }

  for (const UseOrder &order : orders) {
    uint32_t uses = useCount[order.value];
    if (uses >= 2 && order.pairs && order.evenCount && order.maxSource >= uses)
      return diag.fail(
          order.where, order.at,
          "a use-list order names use #" + llvm::Twine(order.maxSource) +
              " of a value that has " + llvm::Twine(uses) + " uses");
  }
  return true;
}

} // namespace

namespace {
bool isAliasNameChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '$' || c == '.' || c == '-';
}
} // namespace

LogicalResult checkTextNesting(llvm::StringRef text, std::string &why) {
  // Brackets, and attribute and type aliases: `#a1 = [#a0]` nests #a0 one
  // level deeper with no bracket at the use of #a1. An alias's depth is the
  // deepest point of its definition (its brackets, plus the depth of the
  // aliases used in them); a use reaches the brackets around it plus the
  // alias's depth. Names are keyed with their sigil ('#' or '!').
  llvm::StringMap<unsigned> aliasDepth;
  unsigned depth = 0;
  size_t line = 1;
  std::string defining;         // the alias whose definition is being read
  bool definingStarted = false; // something other than blanks after its '='
  unsigned definingMax = 0;
  auto reach = [&](unsigned level, llvm::StringRef alias) {
    if (!defining.empty())
      definingMax = std::max(definingMax, level);
    if (level <= kMaxTextNesting)
      return success();
    if (alias.empty())
      why = "brackets nest more than " + std::to_string(kMaxTextNesting) +
            " deep at line " + std::to_string(line) +
            ", more than this reader accepts (operations with "
            "regions may nest " +
            std::to_string(kMaxRegionNesting) + " deep)";
    else
      why = "attributes or types nest more than " +
            std::to_string(kMaxTextNesting) + " deep at line " +
            std::to_string(line) + " (" + std::to_string(level) +
            " levels through the alias " + alias.str() +
            "), more than this reader accepts (brackets and the aliases used "
            "in them may "
            "nest " +
            std::to_string(kMaxTextNesting) + " deep)";
    return failure();
  };
  auto endDefinition = [&] {
    if (!defining.empty())
      aliasDepth[defining] = definingMax;
    defining.clear();
    definingStarted = false;
    definingMax = 0;
  };
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    char c = text[i];
    bool blank = c == ' ' || c == '\t' || c == '\r' || c == '\n' ||
                 (c == '/' && i + 1 < e && text[i + 1] == '/');
    if (!blank && !defining.empty())
      definingStarted = true;
    switch (c) {
    case '\n':
      ++line;
      // A definition ends at the first line end outside brackets after it
      // started.
      if (depth == 0 && definingStarted)
        endDefinition();
      break;
    case '"':
      // A string literal: to its closing quote, over escaped characters.
      for (++i; i < e && text[i] != '"'; ++i) {
        if (text[i] == '\\')
          ++i;
        else if (text[i] == '\n')
          ++line;
      }
      break;
    case '/':
      if (i + 1 < e && text[i + 1] == '/')
        while (i + 1 < e && text[i + 1] != '\n')
          ++i;
      break;
    case '#':
    case '!': {
      size_t j = i + 1;
      while (j < e && isAliasNameChar(text[j]))
        ++j;
      if (j == i + 1)
        break;
      llvm::StringRef name = text.slice(i, j);
      size_t k = j;
      while (k < e && (text[k] == ' ' || text[k] == '\t'))
        ++k;
      if (depth == 0 && k < e && text[k] == '=' &&
          !(k + 1 < e && text[k + 1] == '=')) {
        // `#name = ...` / `!name = ...` outside brackets: a definition.
        endDefinition();
        defining = name.str();
        i = k;
        break;
      }
      auto it = aliasDepth.find(name);
      if (it != aliasDepth.end() && failed(reach(depth + it->second, name)))
        return failure();
      i = j - 1;
      break;
    }
    case '(':
    case '[':
    case '{':
    case '<':
      if (failed(reach(++depth, "")))
        return failure();
      break;
    case ')':
    case ']':
    case '}':
      depth -= depth > 0;
      break;
    case '>':
      if (!(i > 0 && text[i - 1] == '-'))
        depth -= depth > 0;
      break;
    default:
      break;
    }
  }
  return success();
}

namespace {
/// The nesting depth of attributes and types (a leaf is 1 deep), each
/// computed once, without recursion.
class NestingDepth {
public:
  /// Called once for each distinct attribute whose depth is computed.
  llvm::function_ref<void(Attribute)> onAttribute;

  /// The depth of `root` (attribute or type), or 0 once a depth above `limit`
  /// was found (`deepest` is then that attribute or type).
  template <typename T> unsigned of(T root, unsigned limit) {
    const void *ptr = root.getAsOpaquePointer();
    if (auto it = depth.find(ptr); it != depth.end())
      return it->second;
    // Most attributes (an op's location, say) hold only known ones.
    unsigned known = 0;
    bool allKnown = true;
    forEachChild(Item{ptr, std::is_same_v<T, Type>, false},
                 [&](const void *child, bool) {
                   auto it = allKnown ? depth.find(child) : depth.end();
                   if (it == depth.end())
                     allKnown = false;
                   else
                     known = std::max(known, it->second);
                 });
    if (allKnown) {
      depth[ptr] = known + 1;
      if (onAttribute && !std::is_same_v<T, Type>)
        onAttribute(Attribute::getFromOpaquePointer(ptr));
      if (known + 1 <= limit)
        return known + 1;
      tooDeep = Item{ptr, std::is_same_v<T, Type>, false};
      return 0;
    }
    stack.push_back({ptr, std::is_same_v<T, Type>, false});
    while (!stack.empty()) {
      Item &item = stack.back();
      if (!item.expanded) {
        if (depth.count(item.ptr)) {
          stack.pop_back();
          continue;
        }
        item.expanded = true;
        Item copy = item; // `item` dies when the stack grows
        forEachChild(copy, [&](const void *child, bool isType) {
          if (!depth.count(child))
            stack.push_back({child, isType, false});
        });
        continue;
      }
      unsigned deepest = 0;
      Item done = item;
      forEachChild(done, [&](const void *child, bool) {
        deepest = std::max(deepest, depth.lookup(child));
      });
      stack.pop_back();
      depth[done.ptr] = deepest + 1;
      if (onAttribute && !done.isType)
        onAttribute(Attribute::getFromOpaquePointer(done.ptr));
      if (deepest + 1 > limit) {
        tooDeep = done;
        stack.clear();
        return 0;
      }
    }
    return depth.lookup(ptr);
  }

  /// The attribute or type that was too deep, printed without its nested
  /// parts' full text (at most `max` characters).
  std::string describeTooDeep(size_t max = 60) const {
    std::string text;
    llvm::raw_string_ostream os(text);
    if (tooDeep.isType)
      os << "a type of kind '"
         << Type::getFromOpaquePointer(tooDeep.ptr).getAbstractType().getName()
         << "'";
    else
      os << "an attribute of kind '"
         << Attribute::getFromOpaquePointer(tooDeep.ptr)
                .getAbstractAttribute()
                .getName()
         << "'";
    return text.substr(0, max);
  }

private:
  struct Item {
    const void *ptr;
    bool isType;
    bool expanded;
  };
  template <typename Fn> static void forEachChild(const Item &item, Fn &&fn) {
    auto onAttr = [&](Attribute a) { fn(a.getAsOpaquePointer(), false); };
    auto onType = [&](Type t) { fn(t.getAsOpaquePointer(), true); };
    if (item.isType)
      Type::getFromOpaquePointer(item.ptr).walkImmediateSubElements(onAttr,
                                                                    onType);
    else
      Attribute::getFromOpaquePointer(item.ptr).walkImmediateSubElements(
          onAttr, onType);
  }

  llvm::DenseMap<const void *, unsigned> depth;
  std::vector<Item> stack;
  Item tooDeep{nullptr, false, false};
};
} // namespace

LogicalResult
checkAttributeNesting(Operation *root, std::string &why,
                      llvm::function_ref<void(Attribute)> onAttribute) {
  NestingDepth nesting;
  nesting.onAttribute = onAttribute;
  Operation *at = nullptr;
  const char *where = "";
  auto tooDeep = [&](auto value, Operation *op, const char *what) {
    if (nesting.of(value, kMaxAttributeNesting))
      return false;
    at = op;
    where = what;
    return true;
  };
  NamedAttrList inherent;
  WalkResult result = root->walk([&](Operation *op) {
    if (tooDeep(Attribute(op->getLoc()), op, "location") ||
        tooDeep(Attribute(op->getRawDictionaryAttrs()), op, "attributes"))
      return WalkResult::interrupt();
    inherent.clear();
    op->getName().populateInherentAttrs(op, inherent);
    for (const NamedAttribute &attr : inherent)
      if (tooDeep(attr.getValue(), op, "properties"))
        return WalkResult::interrupt();
    for (Type type : op->getResultTypes())
      if (tooDeep(type, op, "result types"))
        return WalkResult::interrupt();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          if (tooDeep(arg.getType(), op, "region argument types") ||
              tooDeep(Attribute(arg.getLoc()), op, "region argument locations"))
            return WalkResult::interrupt();
    return WalkResult::advance();
  });
  if (!result.wasInterrupted())
    return success();
  why = "attributes, types or locations nest more than " +
        std::to_string(kMaxAttributeNesting) + " deep (" +
        nesting.describeTooDeep() + " in the " + where + " of '" +
        at->getName().getStringRef().str() +
        "'), more than this reader accepts (at most " +
        std::to_string(kMaxAttributeNesting) +
        " levels: an array in an array, a tuple in a tuple, a call-site "
        "location in one, ...)";
  return failure();
}

void limitBytecodeEntryReads(ParserConfig &config, uint64_t budget) {
  auto reads = std::make_shared<uint64_t>(0);
  auto count = [reads, budget](DialectBytecodeReader &reader,
                               llvm::StringRef dialect) {
    // VHLO's reader keeps its own count (vhlo::setBytecodeReadBudget).
    if (dialect == "vhlo")
      return success();
    if (++*reads <= budget)
      return success();
    if (*reads == budget + 1)
      reader.emitError()
          << "more than " << budget
          << " reads of attribute and type entries of "
          << "dialects other than VHLO for this input (4096 plus 64 per byte): "
          << "its entries refer to each other in a cycle, or nest so deep that "
          << "MLIR's bytecode reader takes time quadratic in the depth (at "
             "most "
          << kMaxAttributeNesting << " levels are accepted)";
    return failure();
  };
  BytecodeReaderConfig &readerConfig = config.getBytecodeReaderConfig();
  readerConfig.attachAttributeCallback(
      [count](DialectBytecodeReader &reader, llvm::StringRef dialect,
              Attribute &) mutable { return count(reader, dialect); });
  readerConfig.attachTypeCallback(
      [count](DialectBytecodeReader &reader, llvm::StringRef dialect,
              Type &) mutable { return count(reader, dialect); });
}

namespace {

/// The builtin dialect's attribute and type codes (BuiltinDialectBytecode.td,
/// in its order) that the check below looks into.
enum BuiltinAttrCode : uint64_t {
  kArrayAttr = 0,
  kDictionaryAttr = 1,
  kSymbolRefAttr = 5,
  kIntegerAttr = 8,
  kFloatAttr = 9,
  kFusedLoc = 12,
  kFusedLocWithMetadata = 13,
  kDenseArrayAttr = 17,
  kDenseIntOrFPElementsAttr = 18,
  kDenseStringElementsAttr = 19,
};
enum BuiltinTypeCode : uint64_t {
  kIntegerType = 0,
  kFunctionType = 2,
  kMemRefType = 10,
  kMemRefTypeWithMemSpace = 11,
  kRankedTensorType = 13,
  kRankedTensorTypeWithEncoding = 14,
  kTupleType = 15,
  kVectorType = 19,
  kVectorTypeWithScalableDims = 20,
};

/// Reads the builtin entry at `reader` far enough to check what MLIR's
/// reader would trust; fails with an error at the entry otherwise.
struct BuiltinEntryCheck {
  DialectBytecodeReader &reader;
  uint64_t inputSize;

  LogicalResult count(StringRef what) {
    uint64_t n;
    if (failed(reader.readVarInt(n)))
      return failure();
    if (n > inputSize)
      return reader.emitError()
                 << "a builtin " << what << " declares " << n
                 << " elements, more than the " << inputSize
                 << " bytes of the whole input hold; it is damaged",
             failure();
    return success();
  }
  // The words of an APInt of `width` bits, as readAPIntWithKnownWidth reads
  // them: only widths above 64 store a word count.
  LogicalResult wideInt(unsigned width, StringRef what) {
    return width > 64 ? count(what) : success();
  }
  static uint64_t elementBytes(Type element) {
    uint64_t parts = 1;
    if (auto complex = dyn_cast<ComplexType>(element)) {
      element = complex.getElementType();
      parts = 2;
    }
    if (element.isIntOrIndexOrFloat())
      return parts * (element.isIndex()
                          ? 8
                          : (element.getIntOrFloatBitWidth() + 7) / 8);
    return 0;
  }

  LogicalResult attribute() {
    uint64_t code;
    if (failed(reader.readVarInt(code)))
      return failure();
    switch (code) {
    case kArrayAttr:
      return count("array attribute");
    case kDictionaryAttr: {
      // MLIR's reader builds a dictionary with a key twice (which no MLIR
      // writer writes): printed, no parser reads it back; written again,
      // the values trade places. Refused as damage.
      uint64_t n;
      if (failed(reader.readVarInt(n)))
        return failure();
      if (n > inputSize)
        return reader.emitError()
                   << "a builtin dictionary attribute declares " << n
                   << " elements, more than the " << inputSize
                   << " bytes of the whole input hold; it is damaged",
               failure();
      llvm::SmallDenseSet<Attribute, 8> keys;
      for (uint64_t i = 0; i < n; ++i) {
        Attribute key, value;
        if (failed(reader.readAttribute(key)) ||
            failed(reader.readAttribute(value)))
          return failure();
        if (auto name = dyn_cast<StringAttr>(key);
            name && !keys.insert(name).second)
          return reader.emitError()
                     << "a builtin dictionary attribute holds the key '"
                     << name.getValue() << "' twice; it is damaged",
                 failure();
      }
      return success();
    }
    case kFusedLoc:
    case kFusedLocWithMetadata:
      return count("fused location");
    case kSymbolRefAttr: {
      Attribute root;
      if (failed(reader.readAttribute(root)))
        return failure();
      return count("symbol reference");
    }
    case kIntegerAttr: {
      Type type;
      if (failed(reader.readType(type)))
        return failure();
      if (type.isIndex())
        return success();
      auto integer = dyn_cast<IntegerType>(type);
      if (!integer)
        return reader.emitError() << "a builtin integer attribute of type "
                                  << type << ", which is not an integer type",
               failure();
      return wideInt(integer.getWidth(), "integer attribute's value");
    }
    case kFloatAttr: {
      Type type;
      if (failed(reader.readType(type)))
        return failure();
      auto floatType = dyn_cast<FloatType>(type);
      if (!floatType)
        return reader.emitError() << "a builtin float attribute of type "
                                  << type << ", which is not a float type",
               failure();
      // MLIR's reader builds the attribute from its value even when reading
      // the value failed (a value cut short): read it here first. A value
      // wider than 64 bits (f80, f128) is a word count and the words, which
      // MLIR's reader reserves unchecked: the count is checked first.
      if (floatType.getWidth() > 64) {
        uint64_t words;
        if (failed(reader.readVarInt(words)))
          return failure();
        if (words > inputSize)
          return reader.emitError()
                     << "a builtin float attribute of type " << type
                     << " declares " << words << " words, more than the "
                     << inputSize
                     << " bytes of the whole input hold; it is damaged",
                 failure();
        for (uint64_t i = 0; i < words; ++i) {
          uint64_t word;
          if (failed(reader.readVarInt(word)))
            return reader.emitError()
                       << "a builtin float attribute whose " << type
                       << " value is cut short; it is damaged",
                   failure();
        }
        return success();
      }
      if (failed(reader.readAPFloatWithKnownSemantics(
              floatType.getFloatSemantics())))
        return reader.emitError() << "a builtin float attribute whose " << type
                                  << " value is cut short; it is damaged",
               failure();
      return success();
    }
    case kDenseArrayAttr: {
      Type element;
      uint64_t size;
      ArrayRef<char> data;
      if (failed(reader.readType(element)) || failed(reader.readVarInt(size)) ||
          failed(reader.readBlob(data)))
        return failure();
      uint64_t bytes = elementBytes(element);
      if (!bytes || size > inputSize || size * bytes != data.size())
        return reader.emitError()
                   << "a builtin dense array of " << size
                   << " elements of type " << element << " holds "
                   << data.size() << " bytes of data; it is damaged",
               failure();
      return success();
    }
    case kDenseIntOrFPElementsAttr:
    case kDenseStringElementsAttr: {
      Type type;
      if (failed(reader.readType(type)))
        return failure();
      auto shaped = dyn_cast<ShapedType>(type);
      bool staticShape =
          shaped && shaped.hasRank() && shaped.hasStaticShape() &&
          llvm::all_of(shaped.getShape(), [](int64_t d) { return d >= 0; });
      // The element count, without overflow: every dimension is at most the
      // input size when the count is (or a dimension is 0).
      uint64_t elements = 1;
      bool tooMany = false;
      if (staticShape)
        for (int64_t d : shaped.getShape()) {
          if (d == 0) {
            elements = 0;
            tooMany = false;
            break;
          }
          if (tooMany || static_cast<uint64_t>(d) > inputSize * 8 + 64 ||
              elements > (inputSize * 8 + 64) / static_cast<uint64_t>(d))
            tooMany = true;
          else
            elements *= static_cast<uint64_t>(d);
        }
      if (code == kDenseStringElementsAttr) {
        uint64_t isSplat;
        if (!staticShape || failed(reader.readVarInt(isSplat)))
          return staticShape
                     ? failure()
                     : (reader.emitError()
                            << "a builtin dense string attribute of type "
                            << type << ", which has no static shape",
                        failure());
        if (!isSplat && (tooMany || elements > inputSize))
          return reader.emitError()
                     << "a builtin dense string attribute of type " << type
                     << " has more elements than the input holds strings",
                 failure();
        return success();
      }
      ArrayRef<char> data;
      if (failed(reader.readBlob(data)))
        return failure();
      Type element = staticShape ? shaped.getElementType() : Type();
      uint64_t bytes = element ? elementBytes(element) : 0;
      bool valid = bytes && !tooMany;
      if (valid) {
        // i1 is stored one bit per element; a splat is one element.
        bool isBool = element.isInteger(1);
        uint64_t splatBytes = isBool ? 1 : bytes;
        uint64_t fullBytes = isBool ? (elements + 7) / 8 : elements * bytes;
        valid = data.size() == fullBytes || data.size() == splatBytes ||
                (isBool && elements == 1 && data.size() == 1);
      }
      if (!valid)
        return reader.emitError()
                   << "a builtin dense elements attribute of type " << type
                   << " holds " << data.size()
                   << " bytes of data, which is not what that type holds; "
                   << "it is damaged",
               failure();
      return success();
    }
    default:
      return success();
    }
  }

  LogicalResult type() {
    uint64_t code;
    if (failed(reader.readVarInt(code)))
      return failure();
    switch (code) {
    case kIntegerType: {
      uint64_t widthAndSignedness;
      if (failed(reader.readVarInt(widthAndSignedness)))
        return failure();
      if ((widthAndSignedness >> 2) > IntegerType::kMaxWidth ||
          (widthAndSignedness & 3) == 3)
        return reader.emitError()
                   << "a builtin integer type of " << (widthAndSignedness >> 2)
                   << " bits (at most " << IntegerType::kMaxWidth
                   << ") or of an unknown signedness",
               failure();
      return success();
    }
    case kFunctionType: {
      uint64_t inputs;
      if (failed(reader.readVarInt(inputs)))
        return failure();
      if (inputs > inputSize)
        return reader.emitError()
                   << "a builtin function type declares " << inputs
                   << " inputs, more than the input holds",
               failure();
      for (uint64_t i = 0; i < inputs; ++i) {
        Type input;
        if (failed(reader.readType(input)))
          return failure();
      }
      return count("function type's results");
    }
    case kMemRefType:
    case kRankedTensorType:
    case kVectorType:
      return count("shape");
    case kMemRefTypeWithMemSpace:
    case kRankedTensorTypeWithEncoding: {
      Attribute attr;
      if (failed(reader.readAttribute(attr)))
        return failure();
      return count("shape");
    }
    case kTupleType:
      return count("tuple type");
    case kVectorTypeWithScalableDims:
      return count("vector type's scalable dimensions");
    default:
      return success();
    }
  }
};

} // namespace

/// The quant dialect's types (QuantDialectBytecode.td): MLIR's reader
/// reserves the lists' counts unchecked and builds the types without their
/// verifier, so a storage type that is no integer reaches the printer.
static LogicalResult checkQuantType(DialectBytecodeReader &reader,
                                    uint64_t inputSize) {
  uint64_t code, flags;
  if (failed(reader.readVarInt(code)))
    return failure();
  if (code < 1 || code > 6 || code == 3)
    return success(); // calibrated types and unknown codes: MLIR's reader
  Type storage;
  if (failed(reader.readVarInt(flags)) || failed(reader.readType(storage)))
    return failure();
  if (!isa<IntegerType>(storage))
    return reader.emitError()
               << "a quantized type whose storage type " << storage
               << " is not an integer type; it is damaged",
           failure();
  if (code != 5 && code != 6)
    return success();
  Type expressed;
  uint64_t dimension;
  int64_t min, max;
  if (failed(reader.readType(expressed)) ||
      (code == 5 && failed(reader.readVarInt(dimension))) ||
      failed(reader.readSignedVarInt(min)) ||
      failed(reader.readSignedVarInt(max)))
    return failure();
  // Per-axis: scales (doubles) then zero points; sub-channel: quantized
  // dimensions then block sizes (signed varints).
  for (int list = 0; list < 2; ++list) {
    uint64_t n;
    if (failed(reader.readVarInt(n)))
      return failure();
    if (n > inputSize)
      return reader.emitError()
                 << "a quantized type's list declares " << n
                 << " elements, more than the " << inputSize
                 << " bytes of the whole input hold; it is damaged",
             failure();
    for (uint64_t i = 0; i < n; ++i) {
      int64_t value;
      if (code == 5 && list == 0 ? failed(reader.readAPFloatWithKnownSemantics(
                                       llvm::APFloat::IEEEdouble()))
                                 : failed(reader.readSignedVarInt(value)))
        return failure();
    }
  }
  return success();
}

void guardPlainBytecodeReading(ParserConfig &config, uint64_t inputSize) {
  limitBytecodeEntryReads(config, bytecodeReadBudget(inputSize));
  checkBuiltinEntries(config, inputSize);
}

void checkBuiltinEntries(ParserConfig &config, uint64_t inputSize) {
  BytecodeReaderConfig &readerConfig = config.getBytecodeReaderConfig();
  readerConfig.attachAttributeCallback(
      [inputSize](DialectBytecodeReader &reader, llvm::StringRef dialect,
                  Attribute &) {
        if (dialect != "builtin")
          return success();
        return BuiltinEntryCheck{reader, inputSize}.attribute();
      });
  readerConfig.attachTypeCallback([inputSize](DialectBytecodeReader &reader,
                                              llvm::StringRef dialect, Type &) {
    if (dialect == "quant")
      return checkQuantType(reader, inputSize);
    if (dialect != "builtin")
      return success();
    return BuiltinEntryCheck{reader, inputSize}.type();
  });
}

LogicalResult checkBytecodeStructure(llvm::StringRef bytes, std::string &why) {
  Checker checker(bytes, why);
  return success(checker.run());
}

LogicalResult getBytecodeNames(llvm::StringRef bytes,
                               std::vector<std::string> &dialects,
                               std::vector<std::string> &opNames,
                               std::vector<std::string> &unknownBuiltinEntries,
                               std::string &why) {
  Checker checker(bytes, why);
  return success(checker.names(dialects, opNames, unknownBuiltinEntries));
}

std::unique_ptr<llvm::MemoryBuffer>
readNewerBuiltinTypes(llvm::StringRef bytes, llvm::StringRef bufferName) {
  std::string why;
  Checker checker(bytes, why);
  std::vector<Checker::NewerType> found;
  std::vector<Checker::SectionAt> layout;
  const uint8_t *firstSection = nullptr;
  if (!checker.newerTypes(found, layout, firstSection) || found.empty())
    return nullptr;

  // The attribute/type data with each such entry replaced by its text (NUL
  // terminated, as MLIR writes text entries).
  const Checker::SectionAt *data = nullptr, *offsets = nullptr;
  for (const Checker::SectionAt &section : layout) {
    if (section.id == kAttrType)
      data = &section;
    if (section.id == kAttrTypeOffset)
      offsets = &section;
  }
  std::string newData;
  llvm::DenseMap<uint64_t, const char *> textOf; // by type entry index
  uint64_t copied = 0;
  for (const Checker::NewerType &entry : found) {
    newData.append(reinterpret_cast<const char *>(data->begin) + copied,
                   entry.dataOffset - copied);
    newData.append(entry.text);
    newData.push_back('\0');
    copied = entry.dataOffset + entry.size;
    textOf[entry.index] = entry.text;
  }
  newData.append(reinterpret_cast<const char *>(data->begin) + copied,
                 size_t(data->end - data->begin) - copied);

  // The offsets, the same but for those entries' sizes and flags. The
  // checker has read this section, so every varint is there.
  std::string newOffsets;
  const uint8_t *p = offsets->begin, *end = offsets->end;
  auto next = [&] {
    uint64_t v = 0;
    decodeBytecodeVarint(p, end, v);
    return v;
  };
  uint64_t numAttrs = next(), numTypes = next();
  appendVarint(newOffsets, numAttrs);
  appendVarint(newOffsets, numTypes);
  for (int kind = 0; kind < 2; ++kind) {
    uint64_t index = 0;
    for (uint64_t remaining = kind == 0 ? numAttrs : numTypes; remaining;) {
      uint64_t dialect = next(), n = next();
      appendVarint(newOffsets, dialect);
      appendVarint(newOffsets, n);
      for (uint64_t i = 0; i < n; ++i, ++index) {
        uint64_t sizeAndFlag = next();
        auto it = kind == 1 ? textOf.find(index) : textOf.end();
        if (it != textOf.end())
          appendVarint(newOffsets, uint64_t(std::strlen(it->second) + 1) << 1);
        else
          appendVarint(newOffsets, sizeAndFlag);
      }
      remaining -= n;
    }
  }

  // The file again: the header as it was, then each section in its order,
  // aligned as before relative to the start of the new buffer (which is
  // allocated with the largest alignment).
  std::string out(bytes.data(), size_t(firstSection - bytes.bytes_begin()));
  uint32_t maxAlignment = 1;
  for (const Checker::SectionAt &section : layout) {
    llvm::StringRef contents(reinterpret_cast<const char *>(section.begin),
                             size_t(section.end - section.begin));
    if (section.id == kAttrType)
      contents = newData;
    else if (section.id == kAttrTypeOffset)
      contents = newOffsets;
    out.push_back(char(section.id | (section.alignment ? 0x80 : 0)));
    appendVarint(out, contents.size());
    if (section.alignment) {
      appendVarint(out, section.alignment);
      while (out.size() % section.alignment)
        out.push_back(char(0xCB));
      maxAlignment = std::max(maxAlignment, section.alignment);
    }
    out.append(contents.data(), contents.size());
  }
  std::unique_ptr<llvm::WritableMemoryBuffer> buffer =
      llvm::WritableMemoryBuffer::getNewUninitMemBuffer(
          out.size(), bufferName,
          llvm::Align(std::max<uint32_t>(maxAlignment, 16)));
  if (!buffer)
    return nullptr;
  std::memcpy(buffer->getBufferStart(), out.data(), out.size());
  return buffer;
}

} // namespace stablehlo
} // namespace mlir
