/*===- capi_test.c - The C API, exercised from C --------------------------===*\
|*                                                                            *|
|* Compiled as C (not C++), so that the headers are checked to be C. Each    *|
|* function of stablehlo-c/StablehloApi.h and stablehlo-c/Dialects.h is      *|
|* called on valid input and, where it can fail, on invalid input. Usage:    *|
|*   capi-test UPSTREAM_ARTIFACT.bc                                           *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/IR.h"
#include "stablehlo-c/Dialects.h"
#include "stablehlo-c/StablehloApi.h"

static int failures = 0;
static int checks = 0;

#define CHECK(cond, ...)                                                       \
  do {                                                                         \
    ++checks;                                                                  \
    if (!(cond)) {                                                             \
      ++failures;                                                              \
      fprintf(stderr, "%s:%d: CHECK failed: %s: ", __FILE__, __LINE__, #cond); \
      fprintf(stderr, __VA_ARGS__);                                            \
      fputc('\n', stderr);                                                     \
    }                                                                          \
  } while (0)

/* A growable byte buffer that MlirStringCallback appends to. */
typedef struct {
  char *data;
  size_t size;
  int calls;
} Buffer;

static void append(MlirStringRef piece, void *userData) {
  Buffer *b = (Buffer *)userData;
  b->data = (char *)realloc(b->data, b->size + piece.length + 1);
  memcpy(b->data + b->size, piece.data, piece.length);
  b->size += piece.length;
  b->data[b->size] = '\0';
  b->calls++;
}

static void reset(Buffer *b) {
  free(b->data);
  b->data = NULL;
  b->size = 0;
  b->calls = 0;
}

static int contains(const Buffer *b, const char *needle) {
  return b->data && strstr(b->data, needle) != NULL;
}

static MlirStringRef ref(const Buffer *b) {
  return mlirStringRefCreate(b->data, b->size);
}

/* Diagnostics of a context, collected by a handler. */
static MlirLogicalResult onDiagnostic(MlirDiagnostic diagnostic,
                                      void *userData) {
  mlirDiagnosticPrint(diagnostic, append, userData);
  append(mlirStringRefCreateFromCString("\n"), userData);
  return mlirLogicalResultSuccess();
}

static const char *kProgram =
    "func.func @main(%a: tensor<2xf32>, %b: tensor<2xf32>) -> tensor<2xf32> {\n"
    "  %0 = stablehlo.add %a, %b : tensor<2xf32>\n"
    "  %1 = stablehlo.tan %0 : tensor<2xf32>\n"
    "  return %1 : tensor<2xf32>\n"
    "}\n";

static MlirContext newContext(void) {
  MlirContext ctx = mlirContextCreate();
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__func__(), ctx);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__stablehlo__(), ctx);
  mlirDialectHandleRegisterDialect(mlirGetDialectHandle__vhlo__(), ctx);
  return ctx;
}

static void testVersions(void) {
  Buffer current = {0}, minimum = {0}, smaller = {0}, req = {0}, req2 = {0};
  CHECK(stablehloGetApiVersion() >= 9, "api version %d",
        stablehloGetApiVersion());

  stablehloGetCurrentVersion(append, &current);
  stablehloGetMinimumVersion(append, &minimum);
  int major, minor, patch;
  CHECK(current.data &&
            sscanf(current.data, "%d.%d.%d", &major, &minor, &patch) == 3,
        "current version '%s'", current.data);
  CHECK(minimum.data &&
            sscanf(minimum.data, "%d.%d.%d", &major, &minor, &patch) == 3,
        "minimum version '%s'", minimum.data);

  /* The minimum is the smaller of the two, in either order. */
  CHECK(mlirLogicalResultIsSuccess(stablehloGetSmallerVersion(
            ref(&current), ref(&minimum), append, &smaller)),
        "smaller of current and minimum");
  CHECK(smaller.data && strcmp(smaller.data, minimum.data) == 0,
        "smaller is '%s'", smaller.data);
  reset(&smaller);
  /* Numeric, not lexicographic: 1.9.0 < 1.10.0. */
  CHECK(mlirLogicalResultIsSuccess(stablehloGetSmallerVersion(
            mlirStringRefCreateFromCString("1.10.0"),
            mlirStringRefCreateFromCString("1.9.0"), append, &smaller)),
        "smaller of 1.10.0 and 1.9.0");
  CHECK(smaller.data && strcmp(smaller.data, "1.9.0") == 0, "smaller is '%s'",
        smaller.data);
  reset(&smaller);
  CHECK(mlirLogicalResultIsFailure(
            stablehloGetSmallerVersion(mlirStringRefCreateFromCString("1.x"),
                                       ref(&current), append, &smaller)),
        "'1.x' is not a version");
  CHECK(smaller.calls == 0, "nothing passed on failure");

  stablehloVersionFromCompatibilityRequirement(NONE, append, &req);
  CHECK(req.data && strcmp(req.data, current.data) == 0, "NONE gives '%s'",
        req.data);
  reset(&req);
  stablehloVersionFromCompatibilityRequirement(MAX, append, &req);
  CHECK(req.data && strcmp(req.data, minimum.data) == 0, "MAX gives '%s'",
        req.data);
  reset(&req);
  /* A longer window never gives a newer target. */
  stablehloVersionFromCompatibilityRequirement(WEEK_4, append, &req);
  stablehloVersionFromCompatibilityRequirement(WEEK_12, append, &req2);
  reset(&smaller);
  stablehloGetSmallerVersion(ref(&req), ref(&req2), append, &smaller);
  CHECK(smaller.data && req2.data && strcmp(smaller.data, req2.data) == 0,
        "WEEK_12 (%s) <= WEEK_4 (%s)", req2.data, req.data);
  reset(&current);
  reset(&minimum);
  reset(&smaller);
  reset(&req);
  reset(&req2);
}

static void testDialectHandles(void) {
  MlirStringRef ns =
      mlirDialectHandleGetNamespace(mlirGetDialectHandle__stablehlo__());
  CHECK(ns.length == 9 && strncmp(ns.data, "stablehlo", 9) == 0,
        "stablehlo namespace");
  ns = mlirDialectHandleGetNamespace(mlirGetDialectHandle__vhlo__());
  CHECK(ns.length == 4 && strncmp(ns.data, "vhlo", 4) == 0, "vhlo namespace");
  MlirContext ctx = mlirContextCreate();
  MlirDialect d =
      mlirDialectHandleLoadDialect(mlirGetDialectHandle__vhlo__(), ctx);
  CHECK(!mlirDialectIsNull(d), "vhlo loads");
  mlirContextDestroy(ctx);
}

static void testStringApi(const char *upstreamPath) {
  Buffer artifact = {0}, version = {0}, program = {0}, diags = {0};
  MlirStringRef text = mlirStringRefCreateFromCString(kProgram);

  /* tan needs 1.4.0: 1.4.0 works, 1.3.0 does not, unless expanded. */
  CHECK(mlirLogicalResultIsSuccess(
            stablehloSerializePortableArtifactFromStringRef(
                text, mlirStringRefCreateFromCString("1.4.0"), append,
                &artifact)),
        "serialize for 1.4.0");
  CHECK(artifact.size > 4 && memcmp(artifact.data, "ML\xEFR", 4) == 0,
        "bytecode magic");
  CHECK(mlirLogicalResultIsSuccess(stablehloGetPortableArtifactVersion(
            ref(&artifact), append, &version)),
        "artifact version");
  CHECK(version.data && strcmp(version.data, "1.4.0") == 0, "version '%s'",
        version.data);
  reset(&version);
  CHECK(mlirLogicalResultIsFailure(stablehloGetPortableArtifactVersion(
            mlirStringRefCreateFromCString("module {}"), append, &version)),
        "text is not an artifact");
  CHECK(version.calls == 0, "nothing passed on failure");

  CHECK(mlirLogicalResultIsSuccess(stablehloDeserializePortableArtifact(
            ref(&artifact), append, &program)),
        "deserialize");
  CHECK(program.size > 4 && memcmp(program.data, "ML\xEFR", 4) == 0,
        "deserialized program is MLIR bytecode");
  MlirContext ctx = newContext();
  MlirModule module = mlirModuleCreateParse(ctx, ref(&program));
  CHECK(!mlirModuleIsNull(module), "the deserialized bytecode parses");
  Buffer printed = {0};
  if (!mlirModuleIsNull(module)) {
    mlirOperationPrint(mlirModuleGetOperation(module), append, &printed);
    CHECK(contains(&printed, "stablehlo.tan"), "program read back: %s",
          printed.data);
    mlirModuleDestroy(module);
  }
  mlirContextDestroy(ctx);
  reset(&printed);

  /* Failures, with the errors returned instead of printed. */
  MlirStablehloSerializationOptions plain = {false, false};
  MlirStablehloSerializationOptions expand = {false, true};
  Buffer none = {0};
  CHECK(mlirLogicalResultIsFailure(
            stablehloSerializePortableArtifactFromStringRefWithOptions(
                text, mlirStringRefCreateFromCString("1.3.0"), plain, append,
                &none, append, &diags)),
        "tan cannot be serialized for 1.3.0");
  CHECK(none.calls == 0, "no artifact on failure");
  CHECK(contains(&diags, "stablehlo.tan") && contains(&diags, "1.4.0") &&
            contains(&diags, "with the compatibility expander"),
        "diagnostics name the op, the version and the way out: %s", diags.data);
  reset(&diags);
  CHECK(mlirLogicalResultIsSuccess(
            stablehloSerializePortableArtifactFromStringRefWithOptions(
                text, mlirStringRefCreateFromCString("1.3.0"), expand, append,
                &none, append, &diags)),
        "with the expander, 1.3.0 works: %s", diags.data);
  CHECK(diags.calls == 0, "no diagnostics on success: %s", diags.data);
  reset(&none);
  CHECK(mlirLogicalResultIsFailure(
            stablehloSerializePortableArtifactFromStringRefWithOptions(
                mlirStringRefCreateFromCString("func.func @f( {"),
                mlirStringRefCreateFromCString("current"), plain, append, &none,
                append, &diags)),
        "unparsable program");
  CHECK(contains(&diags, "not a valid StableHLO program"), "diagnostics: %s",
        diags.data);
  reset(&diags);
  CHECK(mlirLogicalResultIsFailure(
            stablehloSerializePortableArtifactFromStringRefWithOptions(
                text, mlirStringRefCreateFromCString("0.1.0"), plain, append,
                &none, append, &diags)),
        "target below the minimum");
  CHECK(contains(&diags, "0.1.0"), "diagnostics name the target: %s",
        diags.data);
  reset(&diags);
  CHECK(mlirLogicalResultIsFailure(
            stablehloDeserializePortableArtifactWithDiagnostics(
                mlirStringRefCreateFromCString("ML\xEFR\x06garbage"), append,
                &none, append, &diags)),
        "damaged artifact");
  CHECK(none.calls == 0, "no program on failure");
  CHECK(contains(&diags, "failed to deserialize portable artifact"),
        "diagnostics: %s", diags.data);
  reset(&diags);
  /* Upstream's entry points print instead; they fail all the same. */
  CHECK(mlirLogicalResultIsFailure(stablehloDeserializePortableArtifact(
            mlirStringRefCreateFromCString(""), append, &none)),
        "empty artifact");
  CHECK(mlirLogicalResultIsFailure(
            stablehloSerializePortableArtifactFromStringRef(
                text, mlirStringRefCreateFromCString("9.9.9"), append, &none)),
        "target newer than the current version");
  CHECK(none.calls == 0, "nothing passed on failure");

  /* An artifact written by upstream StableHLO. */
  FILE *f = fopen(upstreamPath, "rb");
  CHECK(f != NULL, "cannot open %s", upstreamPath);
  if (f) {
    Buffer upstream = {0};
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
      append(mlirStringRefCreate(chunk, n), &upstream);
    fclose(f);
    reset(&program);
    CHECK(mlirLogicalResultIsSuccess(
              stablehloDeserializePortableArtifactWithDiagnostics(
                  ref(&upstream), append, &program, append, &diags)),
          "upstream artifact: %s", diags.data);
    reset(&upstream);
  }
  reset(&artifact);
  reset(&program);
  reset(&diags);
  reset(&none);
}

static void testModuleApi(void) {
  MlirContext ctx = newContext();
  Buffer diags = {0}, fromModule = {0}, fromString = {0}, printed = {0};
  MlirDiagnosticHandlerID handler =
      mlirContextAttachDiagnosticHandler(ctx, onDiagnostic, &diags, NULL);
  MlirModule module =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kProgram));
  CHECK(!mlirModuleIsNull(module), "program parses");

  CHECK(mlirLogicalResultIsSuccess(stablehloSerializePortableArtifactFromModule(
            module, mlirStringRefCreateFromCString("1.4.0"), append,
            &fromModule, false)),
        "serialize a module: %s", diags.data);
  CHECK(mlirLogicalResultIsSuccess(
            stablehloSerializePortableArtifactFromStringRef(
                mlirStringRefCreateFromCString(kProgram),
                mlirStringRefCreateFromCString("1.4.0"), append, &fromString)),
        "serialize its text");
  CHECK(fromModule.size == fromString.size &&
            memcmp(fromModule.data, fromString.data, fromModule.size) == 0,
        "the same artifact from a module and from text (%zu vs %zu bytes)",
        fromModule.size, fromString.size);
  mlirOperationPrint(mlirModuleGetOperation(module), append, &printed);
  CHECK(contains(&printed, "stablehlo.add") && !contains(&printed, "vhlo."),
        "the caller's module is left as it was: %s", printed.data);

  Buffer none = {0};
  CHECK(mlirLogicalResultIsFailure(stablehloSerializePortableArtifactFromModule(
            module, mlirStringRefCreateFromCString("1.3.0"), append, &none,
            false)),
        "tan for 1.3.0");
  CHECK(none.calls == 0 && contains(&diags, "stablehlo.tan"),
        "errors reach the context's handler: %s", diags.data);
  reset(&diags);
  MlirStablehloSerializationOptions expand = {false, true};
  CHECK(mlirLogicalResultIsSuccess(
            stablehloSerializePortableArtifactFromModuleWithOptions(
                module, mlirStringRefCreateFromCString("1.3.0"), expand, append,
                &none)),
        "tan for 1.3.0 with the expander: %s", diags.data);

  /* Ops of other dialects are refused unless allowed. */
  mlirContextSetAllowUnregisteredDialects(ctx, true);
  MlirModule other = mlirModuleCreateParse(
      ctx, mlirStringRefCreateFromCString(
               "func.func @f(%a: tensor<f32>) -> tensor<f32> {\n"
               "  %0 = \"mydialect.op\"(%a) : (tensor<f32>) -> tensor<f32>\n"
               "  return %0 : tensor<f32>\n}\n"));
  CHECK(!mlirModuleIsNull(other), "other-dialect program parses");
  reset(&none);
  reset(&diags);
  CHECK(mlirLogicalResultIsFailure(stablehloSerializePortableArtifactFromModule(
            other, mlirStringRefCreateFromCString("current"), append, &none,
            false)),
        "other dialects refused by default");
  CHECK(contains(&diags, "mydialect.op"), "the error names the op: %s",
        diags.data);
  CHECK(mlirLogicalResultIsSuccess(stablehloSerializePortableArtifactFromModule(
            other, mlirStringRefCreateFromCString("current"), append, &none,
            true)),
        "other dialects kept with allowOtherDialects");
  mlirModuleDestroy(other);

  /* Deserialize into the caller's context. */
  MlirModule back =
      stablehloDeserializePortableArtifactNoError(ref(&fromModule), ctx);
  CHECK(!mlirModuleIsNull(back), "deserialize into a context");
  if (!mlirModuleIsNull(back)) {
    reset(&printed);
    mlirOperationPrint(mlirModuleGetOperation(back), append, &printed);
    CHECK(contains(&printed, "stablehlo.tan"), "read back: %s", printed.data);
    mlirModuleDestroy(back);
  }
  reset(&diags);
  MlirModule bad = stablehloDeserializePortableArtifactNoError(
      mlirStringRefCreateFromCString("ML\xEFR\x06garbage"), ctx);
  CHECK(mlirModuleIsNull(bad), "a damaged artifact gives a null module");
  CHECK(contains(&diags, "failed to deserialize portable artifact"),
        "and its errors reach the context's handler: %s", diags.data);

  mlirModuleDestroy(module);
  mlirContextDetachDiagnosticHandler(ctx, handler);
  mlirContextDestroy(ctx);
  reset(&diags);
  reset(&fromModule);
  reset(&fromString);
  reset(&printed);
  reset(&none);
}

/* stablehloInspectPortableArtifact: JSON about an artifact, without converting
 * it. */
static void testInspect(const char *upstreamPath) {
  Buffer artifact = {0}, json = {0}, diags = {0};
  CHECK(mlirLogicalResultIsSuccess(
            stablehloSerializePortableArtifactFromStringRef(
                mlirStringRefCreateFromCString(kProgram),
                mlirStringRefCreateFromCString("1.4.0"), append, &artifact)),
        "serialize for 1.4.0");
  CHECK(mlirLogicalResultIsSuccess(stablehloInspectPortableArtifact(
            ref(&artifact), append, &json, append, &diags)),
        "inspect: %s", diags.data);
  CHECK(diags.calls == 0, "no diagnostics on success: %s", diags.data);
  CHECK(contains(&json, "\"version\": \"1.4.0\"") &&
            contains(&json, "\"producer\": \"StableHLO_v1.4.0\""),
        "version and producer: %s", json.data);
  CHECK(contains(&json, "\"vhlo.add_v1\": 1") &&
            contains(&json, "\"vhlo.tan_v1\": 1") &&
            contains(&json, "\"vhlo.func_v1\": 1"),
        "op counts: %s", json.data);
  /* tan (1.4.0) is the newest feature: it sets the lowest reader. */
  CHECK(
      contains(&json,
               "\"minimum_version\": {\n    \"feature\": \"vhlo.tan_v1\",\n    "
               "\"kind\": \"op\",\n    \"version\": \"1.4.0\""),
      "minimum version set by tan: %s", json.data);

  /* Refusals: a truncated artifact gets the deserializer's error, text and
     other bytecode the inspector's. Nothing is passed on failure. */
  Buffer none = {0};
  CHECK(mlirLogicalResultIsFailure(stablehloInspectPortableArtifact(
            mlirStringRefCreate(artifact.data, artifact.size / 2), append,
            &none, append, &diags)),
        "truncated artifact");
  CHECK(contains(&diags, "failed to deserialize portable artifact") &&
            contains(&diags, "truncated or corrupt"),
        "the reader's error: %s", diags.data);
  reset(&diags);
  CHECK(mlirLogicalResultIsFailure(stablehloInspectPortableArtifact(
            mlirStringRefCreateFromCString(kProgram), append, &none, append,
            &diags)),
        "text is not an artifact");
  CHECK(contains(&diags, "failed to inspect portable artifact: the input is "
                         "not MLIR bytecode"),
        "diagnostics: %s", diags.data);
  reset(&diags);
  /* Without a diagnostic callback the errors are printed; it fails the same. */
  CHECK(mlirLogicalResultIsFailure(stablehloInspectPortableArtifact(
            mlirStringRefCreateFromCString(""), append, &none, NULL, NULL)),
        "empty input");
  CHECK(none.calls == 0, "nothing passed on failure");

  /* An artifact written by upstream StableHLO. */
  FILE *f = fopen(upstreamPath, "rb");
  CHECK(f != NULL, "cannot open %s", upstreamPath);
  if (f) {
    Buffer upstream = {0};
    char chunk[65536];
    size_t n;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
      append(mlirStringRefCreate(chunk, n), &upstream);
    fclose(f);
    reset(&json);
    CHECK(mlirLogicalResultIsSuccess(stablehloInspectPortableArtifact(
              ref(&upstream), append, &json, append, &diags)),
          "inspect the upstream artifact: %s", diags.data);
    CHECK(contains(&json, "\"producer\": \"StableHLO_v") &&
              contains(&json, "\"ops\": {"),
          "upstream artifact: %s", json.data);
    reset(&upstream);
  }
  reset(&artifact);
  reset(&json);
  reset(&diags);
  reset(&none);
}

/* stablehloCheckSpec: the spec's constraints, including those the verifiers
   relax as upstream's do (dot_general (C13): lhs and rhs element types). */
static void testCheckSpec(void) {
  static const char *kMixed =
      "func.func @mixed(%a: tensor<2x3xf32>, %b: tensor<3x4xbf16>) -> "
      "tensor<2x4xf32> {\n"
      "  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : "
      "(tensor<2x3xf32>, tensor<3x4xbf16>) -> tensor<2x4xf32>\n"
      "  return %0 : tensor<2x4xf32>\n}\n";
  Buffer diags = {0}, artifact = {0};
  bool valid = false;
  CHECK(mlirLogicalResultIsSuccess(
            stablehloSerializePortableArtifactFromStringRef(
                mlirStringRefCreateFromCString(kMixed),
                mlirStringRefCreateFromCString("1.0.0"), append, &artifact)),
        "the verifiers accept mixed dot_general element types (serialize for "
        "1.0.0)");
  CHECK(mlirLogicalResultIsFailure(stablehloCheckSpec(
            mlirStringRefCreateFromCString(kMixed), append, &diags, &valid)),
        "the spec check refuses them");
  CHECK(valid, "and says the program itself is valid");
  CHECK(contains(&diags, "(C13) element types of lhs and rhs must be equal"),
        "naming the constraint: %s", diags.data);
  reset(&diags);
  CHECK(
      mlirLogicalResultIsSuccess(stablehloCheckSpec(
          mlirStringRefCreateFromCString(kProgram), append, &diags, &valid)) &&
          valid && diags.calls == 0,
      "a conforming program passes: %s", diags.data);
  CHECK(mlirLogicalResultIsFailure(
            stablehloCheckSpec(mlirStringRefCreateFromCString("func.func"),
                               append, &diags, &valid)) &&
            !valid && contains(&diags, "failed to check the spec"),
        "a program that does not parse: %s", diags.data);
  reset(&diags);
  reset(&artifact);

  /* stablehloCheckSpecOfModule: the same check on a module of the caller's
     context, errors to its handlers, the module left as it was. */
  MlirContext ctx = newContext();
  MlirDiagnosticHandlerID handler =
      mlirContextAttachDiagnosticHandler(ctx, onDiagnostic, &diags, NULL);
  MlirModule mixed =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kMixed));
  CHECK(!mlirModuleIsNull(mixed),
        "the mixed program parses (the verifiers relax C13)");
  CHECK(mlirLogicalResultIsFailure(stablehloCheckSpecOfModule(mixed)),
        "the spec check of the module refuses it");
  CHECK(contains(&diags, "(C13) element types of lhs and rhs must be equal"),
        "through the context's handler, naming the constraint: %s", diags.data);
  Buffer printed = {0};
  mlirOperationPrint(mlirModuleGetOperation(mixed), append, &printed);
  CHECK(contains(&printed, "stablehlo.dot_general"),
        "the module is left as it was: %s", printed.data);
  reset(&diags);
  MlirModule conforming =
      mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(kProgram));
  CHECK(mlirLogicalResultIsSuccess(stablehloCheckSpecOfModule(conforming)) &&
            diags.calls == 0,
        "a conforming module passes: %s", diags.data);
  mlirModuleDestroy(conforming);
  mlirModuleDestroy(mixed);
  mlirContextDetachDiagnosticHandler(ctx, handler);
  mlirContextDestroy(ctx);
  reset(&diags);
  reset(&printed);
}

/* Plain bytecode with another MLIR build ("the peer"): which way a program
   can cross, and an artifact read for a peer. */
static void testPeer(const char *upstreamPath) {
  Buffer upstream = {0}, program = {0}, reasons = {0}, dialects = {0},
         diags = {0};
  CHECK(stablehloGetBytecodeFormatVersion() >= 6, "bytecode format %lld",
        (long long)stablehloGetBytecodeFormatVersion());
  FILE *f = fopen(upstreamPath, "rb");
  CHECK(f != NULL, "cannot open %s", upstreamPath);
  if (!f)
    return;
  char chunk[4096];
  size_t n;
  while ((n = fread(chunk, 1, sizeof chunk, f)) > 0)
    append(mlirStringRefCreate(chunk, n), &upstream);
  fclose(f);

  /* A peer of this library's own version reads the program as bytecode. */
  bool isBytecode = false;
  CHECK(mlirLogicalResultIsSuccess(stablehloDeserializePortableArtifactForPeer(
            ref(&upstream), mlirStringRefCreateFromCString("1.20.0"),
            stablehloGetBytecodeFormatVersion(), append, &program, &isBytecode,
            append, &reasons, append, &dialects, append, &diags)),
        "artifact for a peer of 1.20.0: %s", diags.data);
  CHECK(isBytecode && program.size > 4 &&
            memcmp(program.data, "ML\xEFR", 4) == 0,
        "bytecode for a peer of the same version: %s", reasons.data);
  CHECK(reasons.calls == 0 && dialects.calls >= 2 &&
            contains(&dialects, "stablehlo") && contains(&dialects, "func"),
        "no reasons, the program's dialects: %s", dialects.data);
  /* The same bytecode, judged for peers. */
  Buffer bytecode = program;
  program = (Buffer){0};
  reset(&reasons);
  CHECK(mlirLogicalResultIsSuccess(stablehloBytecodeExchangeBlockers(
            ref(&bytecode), mlirStringRefCreateFromCString("1.20.0"), append,
            &reasons, append, &diags)) &&
            reasons.calls == 0,
        "nothing blocks a peer of 1.20.0: %s", reasons.data);
  CHECK(mlirLogicalResultIsSuccess(stablehloBytecodeExchangeBlockers(
            ref(&bytecode), mlirStringRefCreateFromCString("1.17.0"), append,
            &reasons, append, &diags)) &&
            contains(&reasons, "stablehlo.collective_broadcast: defined as of "
                               "StableHLO 1.20.0") &&
            !contains(&reasons, "stablehlo.custom_call"),
        "collective_broadcast blocks bytecode a peer of 1.17.0 wrote; "
        "custom_call, whose older "
        "layout this library reads, does not: %s",
        reasons.data);
  reset(&reasons);
  CHECK(mlirLogicalResultIsFailure(stablehloBytecodeExchangeBlockers(
            ref(&bytecode), mlirStringRefCreateFromCString("one"), append,
            &reasons, append, &diags)) &&
            contains(&diags,
                     "the peer's StableHLO version 'one' is not a version"),
        "a bad peer version: %s", diags.data);
  reset(&diags);
  CHECK(mlirLogicalResultIsFailure(stablehloBytecodeExchangeBlockers(
            mlirStringRefCreateFromCString("ML\xEFR\x0dgarbage"),
            mlirStringRefCreateFromCString("1.20.0"), append, &reasons, append,
            &diags)) &&
            contains(&diags, "not sound MLIR bytecode"),
        "damaged bytecode: %s", diags.data);
  reset(&diags);
  reset(&dialects);

  /* A peer of 1.17.0 gets text, and the reasons. */
  CHECK(mlirLogicalResultIsSuccess(stablehloDeserializePortableArtifactForPeer(
            ref(&upstream), mlirStringRefCreateFromCString("1.17.0"),
            stablehloGetBytecodeFormatVersion(), append, &program, &isBytecode,
            append, &reasons, append, &dialects, append, &diags)),
        "artifact for a peer of 1.17.0: %s", diags.data);
  CHECK(!isBytecode && contains(&program, "stablehlo.custom_call") &&
            contains(&reasons, "stablehlo.custom_call"),
        "text for a peer of 1.17.0: %s", reasons.data);
  reset(&program);
  reset(&reasons);
  reset(&dialects);
  /* And so does a peer that reads an older bytecode format. */
  CHECK(mlirLogicalResultIsSuccess(stablehloDeserializePortableArtifactForPeer(
            ref(&upstream), mlirStringRefCreateFromCString("1.20.0"), 5, append,
            &program, &isBytecode, append, &reasons, append, &dialects, append,
            &diags)) &&
            !isBytecode &&
            contains(&reasons, "reads MLIR bytecode up to format 5"),
        "text for a peer of format 5: %s", reasons.data);
  reset(&program);
  reset(&reasons);
  reset(&dialects);
  CHECK(
      mlirLogicalResultIsFailure(stablehloDeserializePortableArtifactForPeer(
          mlirStringRefCreateFromCString("ML\xEFR\x06garbage"),
          mlirStringRefCreateFromCString("1.20.0"), 6, append, &program,
          &isBytecode, append, &reasons, append, &dialects, append, &diags)) &&
          program.calls == 0 &&
          contains(&diags, "failed to deserialize portable artifact"),
      "a damaged artifact for a peer: %s", diags.data);
  reset(&diags);
  CHECK(mlirLogicalResultIsFailure(stablehloDeserializePortableArtifactForPeer(
            ref(&upstream), mlirStringRefCreateFromCString("1.x"), 6, append,
            &program, &isBytecode, append, &reasons, append, &dialects, append,
            &diags)) &&
            contains(&diags, "is not a version"),
        "a bad peer version: %s", diags.data);
  reset(&upstream);
  reset(&bytecode);
  reset(&diags);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: %s UPSTREAM_ARTIFACT.bc\n", argv[0]);
    return 2;
  }
  testVersions();
  testDialectHandles();
  testStringApi(argv[1]);
  testModuleApi();
  testInspect(argv[1]);
  testCheckSpec();
  testPeer(argv[1]);
  if (failures) {
    fprintf(stderr, "%d of %d C API checks failed\n", failures, checks);
    return 1;
  }
  printf("%d C API checks passed\n", checks);
  return 0;
}
