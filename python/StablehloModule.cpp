//===- StablehloModule.cpp - The `stablehlo` Python module ----------------===//
//
// The extension behind python/stablehlo/__init__.py, written against the C
// API only (stablehlo-c/StablehloApi.h), as a framework's own bindings would
// be. MLIR objects of any MLIR Python bindings come in and go out through
// MLIR's capsule protocol: an object's `_CAPIPtr` attribute holds a
// PyCapsule named "<package>.ir.<Class>._CAPIPtr" around the C API handle,
// and a class's `_CAPICreate(capsule)` builds an object from one. The
// package prefix ("mlir.", "jaxlib.mlir.", ...) is taken from the capsule
// that comes in, so the module works with whichever bindings the caller has.
//
//===----------------------------------------------------------------------===//

#include <memory>
#include <string>
#include <vector>

#include <pybind11/pybind11.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/IR.h"
#include "stablehlo-c/Dialects.h"
#include "stablehlo-c/StablehloApi.h"

namespace py = pybind11;

namespace {

void appendTo(MlirStringRef piece, void *userData) {
  static_cast<std::string *>(userData)->append(piece.data, piece.length);
}

MlirStringRef toRef(const std::string &s) { return mlirStringRefCreate(s.data(), s.size()); }

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

[[noreturn]] void raise(const std::string &what, const std::string &diagnostics) {
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

/// The C API handle inside `object._CAPIPtr`, whose capsule must be named
/// "<prefix>ir.<kind>._CAPIPtr"; `prefix` receives "<prefix>".
void *unwrapCapsule(const py::object &object, const std::string &kind, std::string *prefix) {
  if (!py::hasattr(object, "_CAPIPtr"))
    throw py::type_error("expected an MLIR ir." + kind +
                         " (an object with a _CAPIPtr capsule), got " +
                         std::string(py::str(object.get_type().attr("__name__"))));
  py::object capsule = object.attr("_CAPIPtr");
  const char *name = PyCapsule_GetName(capsule.ptr());
  std::string suffix = "ir." + kind + "._CAPIPtr";
  std::string full = name ? name : "";
  if (!PyCapsule_CheckExact(capsule.ptr()) || full.size() < suffix.size() ||
      full.compare(full.size() - suffix.size(), suffix.size(), suffix) != 0)
    throw py::type_error("expected an MLIR ir." + kind + ", but its _CAPIPtr capsule is named '" +
                         full + "'");
  if (prefix)
    *prefix = full.substr(0, full.size() - suffix.size());
  void *ptr = PyCapsule_GetPointer(capsule.ptr(), name);
  if (!ptr)
    throw py::error_already_set();
  return ptr;
}

py::object makeCapsule(const void *ptr, const std::string &name) {
  // The name must outlive the capsule: keep one copy per distinct name.
  static std::vector<std::unique_ptr<std::string>> names;
  const char *stable = nullptr;
  for (const auto &n : names)
    if (*n == name)
      stable = n->c_str();
  if (!stable) {
    names.push_back(std::make_unique<std::string>(name));
    stable = names.back()->c_str();
  }
  return py::reinterpret_steal<py::object>(PyCapsule_New(const_cast<void *>(ptr), stable, nullptr));
}

/// Collects the diagnostics of a context while alive.
class CollectDiagnostics {
public:
  explicit CollectDiagnostics(MlirContext context) : context(context) {
    id = mlirContextAttachDiagnosticHandler(context, &CollectDiagnostics::handle, &text, nullptr);
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
    case MlirDiagnosticError: *text += "error: "; break;
    case MlirDiagnosticWarning: *text += "warning: "; break;
    case MlirDiagnosticNote: *text += "note: "; break;
    case MlirDiagnosticRemark: *text += "remark: "; break;
    }
    mlirDiagnosticPrint(diagnostic, appendTo, text);
    *text += "\n";
    return mlirLogicalResultSuccess();
  }

  MlirContext context;
  MlirDiagnosticHandlerID id;
  std::string text;
};

} // namespace

PYBIND11_MODULE(_stablehlo, m) {
  m.doc() = "StableHLO portable artifacts (the C API, as Python functions)";

  errorType() = py::reinterpret_steal<py::object>(PyErr_NewExceptionWithDoc(
      "stablehlo.PortableArtifactError",
      "A program could not be serialized, or an artifact deserialized. A subclass of "
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
        if (mlirLogicalResultIsFailure(
                stablehloGetSmallerVersion(toRef(version1), toRef(version2), appendTo, &out)))
          throw py::value_error("failed to convert version to stablehlo version: expected "
                                "two 'X.Y.Z' versions, got '" +
                                version1 + "' and '" + version2 + "'");
        return out;
      },
      py::arg("version1"), py::arg("version2"), "The smaller of two 'X.Y.Z' versions.");
  m.def(
      "get_version_from_compatibility_requirement",
      [](MlirStablehloCompatibilityRequirement requirement) {
        std::string out;
        stablehloVersionFromCompatibilityRequirement(requirement, appendTo, &out);
        return out;
      },
      py::arg("requirement"), "The target version that meets a compatibility requirement.");
  m.def(
      "get_portable_artifact_version",
      [](const py::object &artifact) {
        std::string bytes = toBytes(artifact, "artifact");
        std::string out;
        if (mlirLogicalResultIsFailure(
                stablehloGetPortableArtifactVersion(toRef(bytes), appendTo, &out)))
          raise("not a portable artifact: its producer is not 'StableHLO_vX.Y.Z' (or it is "
                "not MLIR bytecode)",
                "");
        return out;
      },
      py::arg("artifact"), "The StableHLO version an artifact was written for, as 'X.Y.Z'.");

  m.def(
      "serialize_portable_artifact_str",
      [](const py::object &module, const std::string &target, bool allowOtherDialects,
         bool compatibilityExpander) {
        std::string program = toBytes(module, "module_str");
        std::string out, diagnostics;
        MlirStablehloSerializationOptions options{allowOtherDialects, compatibilityExpander};
        MlirLogicalResult result;
        {
          py::gil_scoped_release release;
          result = stablehloSerializePortableArtifactFromStringRefWithOptions(
              toRef(program), toRef(target), options, appendTo, &out, appendTo, &diagnostics);
        }
        if (mlirLogicalResultIsFailure(result))
          raise("failed to serialize module", diagnostics);
        return py::bytes(out);
      },
      py::arg("module_str"), py::arg("target_version"), py::arg("allow_other_dialects") = false,
      py::arg("compatibility_expander") = false,
      "Serializes a StableHLO program (MLIR text or bytecode) as a portable artifact.");
  m.def(
      "deserialize_portable_artifact_str",
      [](const py::object &artifact) {
        std::string bytes = toBytes(artifact, "artifact_str");
        std::string out, diagnostics;
        MlirLogicalResult result;
        {
          py::gil_scoped_release release;
          result = stablehloDeserializePortableArtifactWithDiagnostics(toRef(bytes), appendTo, &out,
                                                                      appendTo, &diagnostics);
        }
        if (mlirLogicalResultIsFailure(result))
          raise("failed to deserialize module", diagnostics);
        return py::bytes(out);
      },
      py::arg("artifact_str"),
      "Reads a portable artifact; returns the StableHLO program as MLIR bytecode.");

  m.def(
      "_serialize_module",
      [](const py::object &module, const std::string &target, bool allowOtherDialects,
         bool compatibilityExpander) {
        MlirModule handle{unwrapCapsule(module, "Module", nullptr)};
        CollectDiagnostics diagnostics(mlirModuleGetContext(handle));
        std::string out;
        MlirStablehloSerializationOptions options{allowOtherDialects, compatibilityExpander};
        if (mlirLogicalResultIsFailure(stablehloSerializePortableArtifactFromModuleWithOptions(
                handle, toRef(target), options, appendTo, &out)))
          raise("failed to serialize module", diagnostics.get());
        return py::bytes(out);
      },
      py::arg("module"), py::arg("target_version"), py::arg("allow_other_dialects"),
      py::arg("compatibility_expander"));
  m.def(
      "_deserialize_into_context",
      [](const py::object &context, const py::object &artifact) {
        std::string prefix;
        MlirContext handle{unwrapCapsule(context, "Context", &prefix)};
        std::string bytes = toBytes(artifact, "artifact");
        CollectDiagnostics diagnostics(handle);
        MlirModule module = stablehloDeserializePortableArtifactNoError(toRef(bytes), handle);
        if (mlirModuleIsNull(module))
          raise("failed to deserialize module", diagnostics.get());
        return makeCapsule(module.ptr, prefix + "ir.Module._CAPIPtr");
      },
      py::arg("context"), py::arg("artifact"));

  // A minimal provider of the capsule protocol, for the tests: contexts and
  // modules of this extension's own MLIR, in capsules named like MLIR's
  // Python bindings name theirs.
  py::module_ testing = m.def_submodule("_testing", "Capsule-protocol objects for tests");
  testing.def("create_context", []() {
    MlirContext ctx = mlirContextCreate();
    mlirDialectHandleRegisterDialect(mlirGetDialectHandle__func__(), ctx);
    mlirDialectHandleRegisterDialect(mlirGetDialectHandle__stablehlo__(), ctx);
    mlirDialectHandleRegisterDialect(mlirGetDialectHandle__vhlo__(), ctx);
    return makeCapsule(ctx.ptr, "mlir.ir.Context._CAPIPtr");
  });
  testing.def("destroy_context", [](const py::capsule &capsule) {
    mlirContextDestroy(MlirContext{PyCapsule_GetPointer(capsule.ptr(), capsule.name())});
  });
  testing.def("parse_module", [](const py::capsule &context, const std::string &text) {
    MlirContext ctx{PyCapsule_GetPointer(context.ptr(), context.name())};
    MlirModule module = mlirModuleCreateParse(ctx, toRef(text));
    if (mlirModuleIsNull(module))
      throw py::value_error("the test program does not parse");
    return makeCapsule(module.ptr, "mlir.ir.Module._CAPIPtr");
  });
  testing.def("print_module", [](const py::capsule &capsule) {
    MlirModule module{PyCapsule_GetPointer(capsule.ptr(), capsule.name())};
    std::string out;
    mlirOperationPrint(mlirModuleGetOperation(module), appendTo, &out);
    return out;
  });
  testing.def("destroy_module", [](const py::capsule &capsule) {
    mlirModuleDestroy(MlirModule{PyCapsule_GetPointer(capsule.ptr(), capsule.name())});
  });
}
