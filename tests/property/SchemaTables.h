//===- SchemaTables.h - the schema facts the property tests read ----------===//
//
// Reads schema/{types,attributes,versions,ops}.yaml at run time with LLVM's
// YAML parser, so the tests follow the schema instead of a copy of it.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_TESTS_PROPERTY_SCHEMATABLES_H
#define STABLEHLO_TESTS_PROPERTY_SCHEMATABLES_H

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "llvm/ADT/SmallString.h"
#include "llvm/Support/Casting.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/YAMLParser.h"
#include "stablehlo/Dialect/Vhlo/Version.h"

namespace schema_tables {

struct TypeEntry {
  std::string name, builtin;
  mlir::vhlo::Version since{0, 0, 0};
};

struct EnumEntry {
  std::string name, stablehlo;
  mlir::vhlo::Version since{0, 0, 0};
  std::vector<std::pair<std::string, int64_t>> cases; // file order
  /// Cases added after the enum (`CASE: {value, since}`): the release.
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
/// scalar default as text; a list default as its items).
struct OpAttr {
  std::string kind;
  std::optional<std::string> scalarDefault;
  std::optional<std::vector<std::string>> listDefault;
};

struct OpEntry {
  mlir::vhlo::Version since{0, 0, 0};       // first version
  mlir::vhlo::Version latestSince{0, 0, 0}; // latest version
  std::map<std::string, OpAttr> attrs;      // of the latest version
};

struct Schema {
  std::vector<TypeEntry> types;
  std::vector<EnumEntry> enums;
  std::vector<AttrEntry> attributes;
  std::vector<Release> releases; // oldest first
  std::map<std::string, mlir::vhlo::Version> gates;
  std::map<std::string, OpEntry> ops;
  std::string error;

  bool load(const std::string &dir);

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
  std::optional<mlir::vhlo::Version> releaseBefore(mlir::vhlo::Version v) const {
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
inline std::string scalar(llvm::yaml::Node *node) {
  llvm::SmallString<64> storage;
  if (auto *s = llvm::dyn_cast_or_null<llvm::yaml::ScalarNode>(node))
    return s->getValue(storage).str();
  return "";
}

inline bool version(llvm::yaml::Node *node, mlir::vhlo::Version &out, std::string &error) {
  std::string text = scalar(node);
  auto v = mlir::vhlo::Version::fromString(text);
  if (mlir::failed(v)) {
    error = "bad version '" + text + "' in the schema";
    return false;
  }
  out = *v;
  return true;
}

/// Calls fn(key, value) for each pair of a mapping node.
template <typename Fn> void forEachPair(llvm::yaml::Node *node, Fn &&fn) {
  auto *map = llvm::dyn_cast_or_null<llvm::yaml::MappingNode>(node);
  if (!map)
    return;
  for (llvm::yaml::KeyValueNode &kv : *map) {
    std::string key = scalar(kv.getKey()); // the key must be read first
    fn(key, kv.getValue());
  }
}

/// Parses `path` and calls fn(rootNode); the stream must stay alive while
/// the nodes are used, so everything happens inside the callback.
template <typename Fn> bool withDocument(const std::string &path, std::string &error, Fn &&fn) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer) {
    error = "cannot read " + path;
    return false;
  }
  llvm::SourceMgr sm;
  std::string diag;
  llvm::raw_string_ostream diagStream(diag);
  llvm::yaml::Stream stream((*buffer)->getBuffer(), sm, /*ShowColors=*/false);
  auto it = stream.begin();
  if (it == stream.end() || !it->getRoot()) {
    error = "empty YAML document " + path;
    return false;
  }
  bool ok = fn(it->getRoot());
  if (stream.failed()) {
    error = "YAML error in " + path;
    return false;
  }
  return ok;
}
} // namespace detail

inline bool Schema::load(const std::string &dir) {
  using namespace detail;
  bool ok = withDocument(dir + "/types.yaml", error, [&](llvm::yaml::Node *root) {
    bool good = true;
    forEachPair(root, [&](const std::string &key, llvm::yaml::Node *value) {
      if (key != "types")
        return;
      forEachPair(value, [&](const std::string &name, llvm::yaml::Node *entry) {
        TypeEntry t;
        t.name = name;
        forEachPair(entry, [&](const std::string &field, llvm::yaml::Node *v) {
          if (field == "since")
            good &= version(v, t.since, error);
          else if (field == "builtin")
            t.builtin = scalar(v);
        });
        types.push_back(t);
      });
    });
    return good && !types.empty();
  });
  ok = ok && withDocument(dir + "/attributes.yaml", error, [&](llvm::yaml::Node *root) {
    bool good = true;
    forEachPair(root, [&](const std::string &key, llvm::yaml::Node *value) {
      if (key == "attributes") {
        forEachPair(value, [&](const std::string &name, llvm::yaml::Node *entry) {
          AttrEntry a;
          a.name = name;
          forEachPair(entry, [&](const std::string &field, llvm::yaml::Node *v) {
            if (field == "since")
              good &= version(v, a.since, error);
          });
          attributes.push_back(a);
        });
      } else if (key == "enums") {
        forEachPair(value, [&](const std::string &name, llvm::yaml::Node *entry) {
          EnumEntry e;
          e.name = name;
          forEachPair(entry, [&](const std::string &field, llvm::yaml::Node *v) {
            if (field == "since") {
              good &= version(v, e.since, error);
            } else if (field == "stablehlo") {
              e.stablehlo = scalar(v);
            } else if (field == "cases") {
              forEachPair(v, [&](const std::string &c, llvm::yaml::Node *n) {
                // `CASE: value`, or `CASE: {value, since}` for a later case.
                if (llvm::isa<llvm::yaml::MappingNode>(n)) {
                  std::string value;
                  forEachPair(n, [&](const std::string &f, llvm::yaml::Node *x) {
                    if (f == "value")
                      value = scalar(x);
                    else if (f == "since") {
                      mlir::vhlo::Version v{0, 0, 0};
                      good &= version(x, v, error);
                      e.caseSince.insert({c, v});
                    }
                  });
                  e.cases.push_back({c, value.empty() ? -1 : std::stoll(value)});
                  good &= !value.empty();
                } else {
                  e.cases.push_back({c, std::stoll(scalar(n))});
                }
              });
            }
          });
          enums.push_back(e);
        });
      }
    });
    return good && !enums.empty();
  });
  ok = ok && withDocument(dir + "/versions.yaml", error, [&](llvm::yaml::Node *root) {
    bool good = true;
    auto *seq = llvm::dyn_cast<llvm::yaml::SequenceNode>(root);
    if (!seq)
      return false;
    for (llvm::yaml::Node &item : *seq) {
      Release r;
      forEachPair(&item, [&](const std::string &field, llvm::yaml::Node *v) {
        if (field == "version")
          good &= version(v, r.version, error);
        else if (field == "bytecode")
          r.bytecode = std::stoll(scalar(v));
      });
      releases.push_back(r);
    }
    return good && !releases.empty();
  });
  ok = ok && withDocument(dir + "/ops.yaml", error, [&](llvm::yaml::Node *root) {
    bool good = true;
    forEachPair(root, [&](const std::string &key, llvm::yaml::Node *value) {
      if (key == "gates") {
        forEachPair(value, [&](const std::string &name, llvm::yaml::Node *entry) {
          forEachPair(entry, [&](const std::string &field, llvm::yaml::Node *v) {
            mlir::vhlo::Version since(0, 0, 0);
            if (field == "since" && version(v, since, error))
              gates.insert({name, since});
          });
        });
        return;
      }
      if (key != "ops")
        return;
      forEachPair(value, [&](const std::string &opName, llvm::yaml::Node *opNode) {
        OpEntry op;
        bool first = true;
        forEachPair(opNode, [&](const std::string &field, llvm::yaml::Node *v) {
          if (field != "versions")
            return;
          auto *seq = llvm::dyn_cast<llvm::yaml::SequenceNode>(v);
          if (!seq)
            return;
          for (llvm::yaml::Node &ver : *seq) {
            bool sawAttrs = false;
            std::map<std::string, OpAttr> attrs;
            forEachPair(&ver, [&](const std::string &f, llvm::yaml::Node *x) {
              if (f == "since") {
                mlir::vhlo::Version s(0, 0, 0);
                good &= version(x, s, error);
                if (first)
                  op.since = s;
                op.latestSince = s;
                first = false;
              } else if (f == "attributes") {
                sawAttrs = true;
                forEachPair(x, [&](const std::string &attrName, llvm::yaml::Node *spec) {
                  OpAttr a;
                  if (llvm::isa<llvm::yaml::ScalarNode>(spec)) {
                    a.kind = scalar(spec);
                  } else {
                    forEachPair(spec, [&](const std::string &k, llvm::yaml::Node *y) {
                      if (k == "kind") {
                        a.kind = scalar(y);
                      } else if (k == "default") {
                        if (auto *list = llvm::dyn_cast<llvm::yaml::SequenceNode>(y)) {
                          std::vector<std::string> items;
                          for (llvm::yaml::Node &item : *list)
                            items.push_back(scalar(&item));
                          a.listDefault = items;
                        } else {
                          a.scalarDefault = scalar(y);
                        }
                      }
                    });
                  }
                  attrs[attrName] = a;
                });
              }
            });
            // Keys a version omits are inherited from the previous version.
            if (sawAttrs)
              op.attrs = attrs;
          }
        });
        ops[opName] = op;
      });
    });
    return good && !ops.empty();
  });
  if (ok && (types.empty() || enums.empty() || releases.empty()))
    ok = false;
  return ok;
}

} // namespace schema_tables

#endif // STABLEHLO_TESTS_PROPERTY_SCHEMATABLES_H
