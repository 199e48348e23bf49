//===- StablehloModule.cpp - The `stablehlo` Python module ----------------===//
//
// The extension behind python/stablehlo/__init__.py, written against the C
// API only (stablehlo-c/StablehloApi.h), as a framework's own bindings would
// be. It links its own copy of MLIR, so it takes and gives programs only as
// MLIR text or bytecode, never as pointers into another MLIR: a pointer from
// other bindings (jaxlib's, or any other build's `_CAPIPtr` capsules) points
// into a different MLIR and is never safe to dereference. The ir.Module and
// ir.Context objects of other bindings are handled in __init__.py, through
// their own printer and parser.
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <string>
#include <vector>

#include <pybind11/pybind11.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/IR.h"
// With the handles of func, quant, shape and sparse_tensor: the module uses
// only what libStablehloPortable.so exports.
#include "stablehlo-c/Dialects.h"
#include "stablehlo-c/StablehloApi.h"

namespace py = pybind11;

namespace {

void appendTo(MlirStringRef piece, void *userData) {
  static_cast<std::string *>(userData)->append(piece.data, piece.length);
}

MlirStringRef toRef(const std::string &s) {
  return mlirStringRefCreate(s.data(), s.size());
}

/// Text or bytes from Python, as the bytes they hold (str as UTF-8).
std::string toBytes(const py::object &value, const char *what) {
  if (py::isinstance<py::bytes>(value))
    return value.cast<std::string>();
  if (py::isinstance<py::str>(value))
    return value.cast<std::string>();
  throw py::type_error(std::string(what) + " must be str or bytes, not " +
                       std::string(py::str(value.get_type().attr("__name__"))));
}

/// The exception type every failure of a conversion raises.
py::object &errorType() {
  static py::object type;
  return type;
}

[[noreturn]] void raise(const std::string &what,
                        const std::string &diagnostics) {
  std::string message = what;
  if (!diagnostics.empty()) {
    std::string trimmed = diagnostics;
    while (!trimmed.empty() && trimmed.back() == '\n')
      trimmed.pop_back();
    message += ":\n" + trimmed;
  }
  PyErr_SetString(errorType().ptr(), message.c_str());
  throw py::error_already_set();
}

/// Collects the diagnostics of a context while alive.
class CollectDiagnostics {
public:
  explicit CollectDiagnostics(MlirContext context) : context(context) {
    id = mlirContextAttachDiagnosticHandler(
        context, &CollectDiagnostics::handle, &text, nullptr);
  }
  ~CollectDiagnostics() { mlirContextDetachDiagnosticHandler(context, id); }
  const std::string &get() const { return text; }

private:
  static MlirLogicalResult handle(MlirDiagnostic diagnostic, void *userData) {
    auto *text = static_cast<std::string *>(userData);
    MlirLocation loc = mlirDiagnosticGetLocation(diagnostic);
    std::string where;
    mlirLocationPrint(loc, appendTo, &where);
    if (where != "loc(unknown)")
      *text += where + ": ";
    switch (mlirDiagnosticGetSeverity(diagnostic)) {
    case MlirDiagnosticError:
      *text += "error: ";
      break;
    case MlirDiagnosticWarning:
      *text += "warning: ";
      break;
    case MlirDiagnosticNote:
      *text += "note: ";
      break;
    case MlirDiagnosticRemark:
      *text += "remark: ";
      break;
    }
    mlirDiagnosticPrint(diagnostic, appendTo, text);
    *text += "\n";
    return mlirLogicalResultSuccess();
  }

  MlirContext context;
  MlirDiagnosticHandlerID id;
  std::string text;
};

/// Adds the dialect namespace of an op's name ("func" for "func.func") to
/// the std::vector<std::string> at `userData`, once.
MlirWalkResult collectNamespace(MlirOperation op, void *userData) {
  auto *names = static_cast<std::vector<std::string> *>(userData);
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  std::string full(name.data, name.length);
  std::string ns = full.substr(0, full.find('.'));
  if (std::find(names->begin(), names->end(), ns) == names->end())
    names->push_back(ns);
  return MlirWalkResultAdvance;
}

} // namespace

PYBIND11_MODULE(_stablehlo, m) {
  m.doc() = "StableHLO portable artifacts (the C API, as Python functions)";

  errorType() = py::reinterpret_steal<py::object>(PyErr_NewExceptionWithDoc(
      "stablehlo.PortableArtifactError",
      "A program could not be serialized, or an artifact deserialized. A "
      "subclass of "
      "ValueError; its message carries the diagnostics.",
      PyExc_ValueError, nullptr));
  m.attr("PortableArtifactError") = errorType();

  py::enum_<MlirStablehloCompatibilityRequirement>(
      m, "StablehloCompatibilityRequirement",
      "How long a consumer must be able to read what a producer writes.")
      .value("NONE", NONE)
      .value("WEEK_4", WEEK_4)
      .value("WEEK_12", WEEK_12)
      .value("MAX", MAX);

  m.def("get_api_version", &stablehloGetApiVersion,
        "The version of this API (test `>= N` before using a feature).");

  m.def(
      "get_current_version",
      []() {
        std::string out;
        stablehloGetCurrentVersion(appendTo, &out);
        return out;
      },
      "The newest StableHLO version this library writes, as 'X.Y.Z'.");
  m.def(
      "get_minimum_version",
      []() {
        std::string out;
        stablehloGetMinimumVersion(appendTo, &out);
        return out;
      },
      "The oldest StableHLO version this library writes, as 'X.Y.Z'.");
  m.def(
      "get_smaller_version",
      [](const std::string &version1, const std::string &version2) {
        std::string out;
        if (mlirLogicalResultIsFailure(stablehloGetSmallerVersion(
                toRef(version1), toRef(version2), appendTo, &out)))
          throw py::value_error(
              "failed to convert version to stablehlo version: expected "
              "two 'X.Y.Z' versions, got '" +
              version1 + "' and '" + version2 + "'");
        return out;
      },
      py::arg("version1"), py::arg("version2"),
      "The smaller of two 'X.Y.Z' versions.");
  m.def(
      "get_version_from_compatibility_requirement",
      [](MlirStablehloCompatibilityRequirement requirement) {
        std::string out;
        stablehloVersionFromCompatibilityRequirement(requirement, appendTo,
                                                     &out);
        return out;
      },
      py::arg("requirement"),
      "The target version that meets a compatibility requirement.");
  m.def(
      "get_portable_artifact_version",
      [](const py::object &artifact) {
        std::string bytes = toBytes(artifact, "artifact");
        std::string out;
        if (mlirLogicalResultIsFailure(stablehloGetPortableArtifactVersion(
                toRef(bytes), appendTo, &out)))
          raise("not a portable artifact: its producer is not "
                "'StableHLO_vX.Y.Z' (or it is "
                "not MLIR bytecode)",
                "");
        return out;
      },
      py::arg("artifact"),
      "The StableHLO version an artifact was written for, as 'X.Y.Z'.");

  m.def(
      "serialize_portable_artifact_str",
      [](const py::object &module, const std::string &target,
         bool allowOtherDialects, bool compatibilityExpander) {
        std::string program = toBytes(module, "module_str");
        std::string out, diagnostics;
        MlirStablehloSerializationOptions options{allowOtherDialects,
                                                  compatibilityExpander};
        MlirLogicalResult result;
        {
          py::gil_scoped_release release;
          result = stablehloSerializePortableArtifactFromStringRefWithOptions(
              toRef(program), toRef(target), options, appendTo, &out, appendTo,
              &diagnostics);
        }
        if (mlirLogicalResultIsFailure(result))
          raise("failed to serialize module", diagnostics);
        return py::bytes(out);
      },
      py::arg("module_str"), py::arg("target_version"),
      py::arg("allow_other_dialects") = false,
      py::arg("compatibility_expander") = false,
      "Serializes a StableHLO program (MLIR text or bytecode) as a portable "
      "artifact.");
  m.def(
      "deserialize_portable_artifact_str",
      [](const py::object &artifact) {
        std::string bytes = toBytes(artifact, "artifact_str");
        std::string out, diagnostics;
        MlirLogicalResult result;
        {
          py::gil_scoped_release release;
          result = stablehloDeserializePortableArtifactWithDiagnostics(
              toRef(bytes), appendTo, &out, appendTo, &diagnostics);
        }
        if (mlirLogicalResultIsFailure(result))
          raise("failed to deserialize module", diagnostics);
        return py::bytes(out);
      },
      py::arg("artifact_str"),
      "Reads a portable artifact; returns the StableHLO program as MLIR "
      "bytecode.");

  m.def(
      "_deserialize_to_text",
      [](const py::object &artifact) {
        std::string bytes = toBytes(artifact, "artifact");
        std::string text, diagnostics;
        std::vector<std::string> namespaces;
        bool ok = false;
        {
          py::gil_scoped_release release;
          // A context of this extension's own MLIR, with the dialects a
          // deserialized program can hold (those our own reader registers).
          MlirContext context = mlirContextCreateWithThreading(false);
          for (MlirDialectHandle handle :
               {mlirGetDialectHandle__func__(), mlirGetDialectHandle__quant__(),
                mlirGetDialectHandle__shape__(),
                mlirGetDialectHandle__sparse_tensor__(),
                mlirGetDialectHandle__stablehlo__(),
                mlirGetDialectHandle__vhlo__()})
            mlirDialectHandleRegisterDialect(handle, context);
          {
            CollectDiagnostics collect(context);
            MlirModule module = stablehloDeserializePortableArtifactNoError(
                toRef(bytes), context);
            diagnostics = collect.get();
            if (!mlirModuleIsNull(module)) {
              MlirOperation op = mlirModuleGetOperation(module);
              // With the locations, as the caller's bindings' own reader
              // gives them (an artifact keeps its program's locations).
              MlirOpPrintingFlags flags = mlirOpPrintingFlagsCreate();
              mlirOpPrintingFlagsEnableDebugInfo(flags, /*enable=*/true,
                                                 /*prettyForm=*/false);
              mlirOperationPrintWithFlags(op, flags, appendTo, &text);
              mlirOpPrintingFlagsDestroy(flags);
              mlirOperationWalk(op, collectNamespace, &namespaces,
                                MlirWalkPreOrder);
              mlirModuleDestroy(module);
              ok = true;
            }
          }
          mlirContextDestroy(context);
        }
        if (!ok)
          raise("failed to deserialize module", diagnostics);
        py::list dialects;
        for (const std::string &name : namespaces)
          dialects.append(name);
        return py::make_tuple(py::bytes(text), dialects);
      },
      py::arg("artifact"),
      "Reads a portable artifact; returns the program as MLIR text with its "
      "locations, and "
      "the dialects of its ops.");

  // Plain MLIR bytecode with the bindings of another MLIR build (see
  // stablehlo.serialize_portable_artifact): why it may not mean the same here.
  m.def("_bytecode_format_version", &stablehloGetBytecodeFormatVersion,
        "The MLIR bytecode format version this module writes and the newest it "
        "reads.");
  m.def(
      "_bytecode_exchange_blockers",
      [](const py::object &bytecode, const std::string &peerVersion) {
        std::string bytes = toBytes(bytecode, "bytecode");
        std::vector<std::string> reasons;
        std::string diagnostics;
        MlirLogicalResult result;
        {
          py::gil_scoped_release release;
          result = stablehloBytecodeExchangeBlockers(
              toRef(bytes), toRef(peerVersion),
              [](MlirStringRef reason, void *userData) {
                static_cast<std::vector<std::string> *>(userData)->emplace_back(
                    reason.data, reason.length);
              },
              &reasons, appendTo, &diagnostics);
        }
        if (mlirLogicalResultIsFailure(result))
          raise("failed to read the bindings' bytecode", diagnostics);
        py::list out;
        for (const std::string &reason : reasons)
          out.append(reason);
        return out;
      },
      py::arg("bytecode"), py::arg("peer_version"),
      "Why MLIR bytecode written by bindings of StableHLO `peer_version` may "
      "not mean here "
      "what it means there (empty: it means the same).");
  m.def(
      "_deserialize_for_peer",
      [](const py::object &artifact, const std::string &peerVersion,
         int64_t peerBytecode) {
        std::string bytes = toBytes(artifact, "artifact");
        std::string out, diagnostics;
        std::vector<std::string> reasons, dialects;
        bool isBytecode = false;
        MlirLogicalResult result;
        auto collect = [](MlirStringRef piece, void *userData) {
          static_cast<std::vector<std::string> *>(userData)->emplace_back(
              piece.data, piece.length);
        };
        {
          py::gil_scoped_release release;
          result = stablehloDeserializePortableArtifactForPeer(
              toRef(bytes), toRef(peerVersion), peerBytecode, appendTo, &out,
              &isBytecode, collect, &reasons, collect, &dialects, appendTo,
              &diagnostics);
        }
        if (mlirLogicalResultIsFailure(result))
          raise("failed to deserialize module", diagnostics);
        py::list why, names;
        for (const std::string &reason : reasons)
          why.append(reason);
        for (const std::string &name : dialects)
          names.append(name);
        return py::make_tuple(py::bytes(out), isBytecode, why, names);
      },
      py::arg("artifact"), py::arg("peer_version"),
      py::arg("peer_bytecode_version"),
      "Reads a portable artifact for bindings of StableHLO `peer_version`: "
      "(program, "
      "is_bytecode, reasons for text, dialects).");

  // The spec check of stablehloCheckSpec: (conforms, diagnostics); a program
  // that does not parse or verify raises. stablehlo.check_spec (__init__.py)
  // returns the violations as a list.
  m.def(
      "_check_spec",
      [](const py::object &module) {
        std::string program = toBytes(module, "module");
        std::string diagnostics;
        bool valid = false;
        MlirLogicalResult result;
        {
          py::gil_scoped_release release;
          result = stablehloCheckSpec(toRef(program), appendTo, &diagnostics,
                                      &valid);
        }
        if (!valid)
          raise(
              "failed to check the spec: the program does not parse or verify",
              diagnostics);
        return py::make_tuple(mlirLogicalResultIsSuccess(result), diagnostics);
      },
      py::arg("module"),
      "Checks a StableHLO program against the spec; returns (conforms, "
      "diagnostics).");

  // What an artifact holds, as the JSON text of
  // stablehloInspectPortableArtifact; stablehlo.inspect_portable_artifact
  // (__init__.py) returns it as a dict.
  m.def(
      "_inspect_portable_artifact_json",
      [](const py::object &artifact) {
        std::string bytes = toBytes(artifact, "artifact");
        std::string out, diagnostics;
        MlirLogicalResult result;
        {
          py::gil_scoped_release release;
          result = stablehloInspectPortableArtifact(
              toRef(bytes), appendTo, &out, appendTo, &diagnostics);
        }
        if (mlirLogicalResultIsFailure(result))
          raise("failed to inspect portable artifact", diagnostics);
        return out;
      },
      py::arg("artifact"), "What a portable artifact holds, as JSON text.");
}
