//===- SchemaTables.h - the schema facts the property tests read ----------===//
//
// Reads generated/schema-facts.json at run time with LLVM's JSON parser: the
// facts the generator resolved from schema/ (every op version's full
// signature, types, enums with the release of each case, the release log),
// so the tests follow the schema without a second reader of its YAML.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_TESTS_PROPERTY_SCHEMATABLES_H
#define STABLEHLO_TESTS_PROPERTY_SCHEMATABLES_H

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "stablehlo/Dialect/Vhlo/Version.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

namespace schema_tables {

struct TypeEntry {
  std::string name, builtin;
  mlir::vhlo::Version since{0, 0, 0};
};

struct EnumEntry {
  std::string name, stablehlo;
  mlir::vhlo::Version since{0, 0, 0};
  std::vector<std::pair<std::string, int64_t>> cases; // file order
  /// The release that added each case (the enum's for its first cases).
  std::map<std::string, mlir::vhlo::Version> caseSince;

  /// The release that added `c`: its own `since`, else the enum's.
  mlir::vhlo::Version sinceOf(const std::string &c) const {
    auto it = caseSince.find(c);
    return it == caseSince.end() ? since : it->second;
  }
};

struct AttrEntry {
  std::string name;
  mlir::vhlo::Version since{0, 0, 0};
};

struct Release {
  mlir::vhlo::Version version{0, 0, 0};
  int64_t bytecode = -1;
};

/// One attribute of the latest version of an op: its kind and default (a
/// scalar default as the schema writes it; a list default as its items).
struct OpAttr {
  std::string kind;
  std::optional<std::string> scalarDefault;
  std::optional<std::vector<std::string>> listDefault;
};

struct OpEntry {
  mlir::vhlo::Version since{0, 0, 0};       // first version
  mlir::vhlo::Version latestSince{0, 0, 0}; // latest version
  std::map<std::string, OpAttr> attrs;      // all of the latest version's
};

struct Schema {
  std::vector<TypeEntry> types;
  std::vector<EnumEntry> enums;
  std::vector<AttrEntry> attributes;
  std::vector<Release> releases; // oldest first
  std::map<std::string, mlir::vhlo::Version> gates;
  std::map<std::string, OpEntry> ops;
  std::string error;

  /// Reads generated/schema-facts.json; on failure says why in `error`.
  bool load(const std::string &factsPath);

  const EnumEntry *findEnum(llvm::StringRef name) const {
    for (const EnumEntry &e : enums)
      if (e.name == name)
        return &e;
    return nullptr;
  }
  const OpEntry *findOp(llvm::StringRef name) const {
    auto it = ops.find(name.str());
    return it == ops.end() ? nullptr : &it->second;
  }
  mlir::vhlo::Version gate(llvm::StringRef name) const {
    auto it = gates.find(name.str());
    return it == gates.end() ? mlir::vhlo::Version(99, 0, 0) : it->second;
  }
  /// The release before `v` in the log, if any.
  std::optional<mlir::vhlo::Version>
  releaseBefore(mlir::vhlo::Version v) const {
    std::optional<mlir::vhlo::Version> prev;
    for (const Release &r : releases) {
      if (!(r.version < v))
        break;
      prev = r.version;
    }
    return prev;
  }
};

namespace detail {
inline bool version(const llvm::json::Object &o, llvm::StringRef key,
                    mlir::vhlo::Version &out, std::string &error) {
  std::optional<llvm::StringRef> text = o.getString(key);
  auto v = mlir::vhlo::Version::fromString(text ? *text : "");
  if (!text || mlir::failed(v)) {
    error = "no version '" + key.str() + "' in an entry of the schema facts";
    return false;
  }
  out = *v;
  return true;
}

inline std::string string(const llvm::json::Object &o, llvm::StringRef key) {
  std::optional<llvm::StringRef> s = o.getString(key);
  return s ? s->str() : "";
}

/// Calls fn(object) for each object of the array `key` of `o`.
template <typename Fn>
void forEach(const llvm::json::Object &o, llvm::StringRef key, Fn &&fn) {
  if (const llvm::json::Array *items = o.getArray(key))
    for (const llvm::json::Value &item : *items)
      if (const llvm::json::Object *obj = item.getAsObject())
        fn(*obj);
}
} // namespace detail

inline bool Schema::load(const std::string &factsPath) {
  using namespace detail;
  auto buffer = llvm::MemoryBuffer::getFile(factsPath);
  if (!buffer) {
    error =
        "cannot read " + factsPath + " (python3 -m codegen --write writes it)";
    return false;
  }
  llvm::Expected<llvm::json::Value> parsed =
      llvm::json::parse((*buffer)->getBuffer());
  if (!parsed) {
    error =
        "bad JSON in " + factsPath + ": " + llvm::toString(parsed.takeError());
    return false;
  }
  const llvm::json::Object *root = parsed->getAsObject();
  if (!root) {
    error = factsPath + " is not a JSON object";
    return false;
  }
  bool good = true;
  forEach(*root, "types", [&](const llvm::json::Object &o) {
    TypeEntry t;
    t.name = string(o, "name");
    t.builtin = string(o, "builtin");
    good &= version(o, "since", t.since, error);
    types.push_back(t);
  });
  forEach(*root, "attributes", [&](const llvm::json::Object &o) {
    AttrEntry a;
    a.name = string(o, "name");
    good &= version(o, "since", a.since, error);
    attributes.push_back(a);
  });
  forEach(*root, "enums", [&](const llvm::json::Object &o) {
    EnumEntry e;
    e.name = string(o, "name");
    e.stablehlo = string(o, "stablehlo");
    good &= version(o, "since", e.since, error);
    forEach(o, "cases", [&](const llvm::json::Object &c) {
      std::string name = string(c, "name");
      std::optional<int64_t> value = c.getInteger("value");
      good &= value.has_value();
      e.cases.push_back({name, value.value_or(-1)});
      mlir::vhlo::Version since{0, 0, 0};
      good &= version(c, "since", since, error);
      e.caseSince.insert({name, since});
    });
    enums.push_back(e);
  });
  forEach(*root, "releases", [&](const llvm::json::Object &o) {
    Release r;
    good &= version(o, "version", r.version, error);
    r.bytecode = o.getInteger("bytecode").value_or(-1);
    releases.push_back(r);
  });
  forEach(*root, "gates", [&](const llvm::json::Object &o) {
    mlir::vhlo::Version since{0, 0, 0};
    good &= version(o, "since", since, error);
    gates.insert({string(o, "name"), since});
  });
  forEach(*root, "ops", [&](const llvm::json::Object &o) {
    OpEntry op;
    bool first = true;
    forEach(o, "versions", [&](const llvm::json::Object &v) {
      mlir::vhlo::Version since{0, 0, 0};
      good &= version(v, "since", since, error);
      if (first)
        op.since = since;
      op.latestSince = since;
      first = false;
      // Every version lists its whole signature: the last one wins.
      op.attrs.clear();
      forEach(v, "attributes", [&](const llvm::json::Object &a) {
        OpAttr attr;
        attr.kind = string(a, "kind");
        if (const llvm::json::Value *d = a.get("default")) {
          if (std::optional<llvm::StringRef> text = d->getAsString()) {
            attr.scalarDefault = text->str();
          } else if (const llvm::json::Array *items = d->getAsArray()) {
            std::vector<std::string> list;
            for (const llvm::json::Value &item : *items)
              list.push_back(item.getAsString().value_or("").str());
            attr.listDefault = list;
          }
        }
        op.attrs[string(a, "name")] = attr;
      });
    });
    ops[string(o, "name")] = op;
  });
  if (good &&
      (types.empty() || enums.empty() || releases.empty() || ops.empty())) {
    error = factsPath + " lacks types, enums, releases or ops";
    good = false;
  }
  return good;
}

} // namespace schema_tables

#endif // STABLEHLO_TESTS_PROPERTY_SCHEMATABLES_H
