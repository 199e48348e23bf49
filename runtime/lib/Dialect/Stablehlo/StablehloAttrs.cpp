//===- StablehloAttrs.cpp - StableHLO attribute syntax and checks ---------===//
//
// Custom syntax of the dimension-number attributes and verifiers of the
// dot algorithm and mesh attributes.
//
//===----------------------------------------------------------------------===//

#include "AssemblyFormat.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Stablehlo/StablehloTypeInference.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::stablehlo;

namespace {

/// One field of a struct-like attribute `<name = value, ...>`: a dimension
/// list, omitted when printing if empty, or an integer, omitted if zero; or,
/// for the attributes that print every field, a type or a bool. A required
/// field must be given when parsing.
struct Field {
  StringRef name;
  SmallVector<int64_t> *list = nullptr;
  int64_t *integer = nullptr;
  Type *type = nullptr;
  bool *boolean = nullptr;
  bool required = false;
};

Field requiredList(StringRef name, SmallVector<int64_t> *list) {
  return {name, list, nullptr, nullptr, nullptr, true};
}
Field requiredInteger(StringRef name, int64_t *integer) {
  return {name, nullptr, integer, nullptr, nullptr, true};
}
Field requiredType(StringRef name, Type *type) {
  return {name, nullptr, nullptr, type, nullptr, true};
}
Field requiredBool(StringRef name, bool *boolean) {
  return {name, nullptr, nullptr, nullptr, boolean, true};
}

/// Prints every field, in order: `<a = 1, b = [2, 3], c = f32, d = true>`.
void printAllFields(AsmPrinter &printer, ArrayRef<Field> fields) {
  printer << '<';
  llvm::interleaveComma(fields, printer, [&](const Field &field) {
    printer << field.name << " = ";
    if (field.list) {
      printer << '[';
      llvm::interleaveComma(*field.list, printer);
      printer << ']';
    } else if (field.integer) {
      printer << *field.integer;
    } else if (field.type) {
      printer << *field.type;
    } else {
      printer << (*field.boolean ? "true" : "false");
    }
  });
  printer << '>';
}

void printFields(AsmPrinter &printer, ArrayRef<Field> fields) {
  printer << '<';
  StringRef separator = "";
  for (const Field &field : fields) {
    if (field.list) {
      if (field.list->empty())
        continue;
      printer << separator << field.name << " = [";
      llvm::interleaveComma(*field.list, printer);
      printer << ']';
    } else {
      if (*field.integer == 0)
        continue;
      printer << separator << field.name << " = " << *field.integer;
    }
    separator = ", ";
  }
  printer << '>';
}

/// Parses one field's value, as MLIR's FieldParser does for the ODS
/// parameter types (a bool is an integer: `true`, `false`, 0 or 1).
ParseResult parseFieldValue(AsmParser &parser, const Field &field) {
  if (field.list)
    return parseDimSizes(parser, *field.list);
  if (field.integer) {
    FailureOr<int64_t> value = FieldParser<int64_t>::parse(parser);
    if (failed(value))
      return failure();
    *field.integer = *value;
  } else if (field.type) {
    FailureOr<Type> value = FieldParser<Type>::parse(parser);
    if (failed(value))
      return failure();
    *field.type = *value;
  } else {
    FailureOr<bool> value = FieldParser<bool>::parse(parser);
    if (failed(value))
      return failure();
    *field.boolean = *value;
  }
  return success();
}

/// The C++ type upstream's diagnostics name for a field's parameter.
StringRef fieldCppType(const Field &field) {
  if (field.list)
    return "::llvm::ArrayRef<int64_t>";
  if (field.integer)
    return "int64_t";
  return field.type ? "Type" : "bool";
}

/// Parses `name = value, ... >` (after the `<`) for the dimension-number
/// attributes, with upstream's diagnostics for them: fields in any order,
/// each at most once, a comma before `>` allowed, absent ones left empty or
/// zero. Every failure is followed by "failed parsing <what> attribute".
ParseResult parseDimensionFields(AsmParser &parser, StringRef what,
                                 ArrayRef<Field> fields) {
  SmallVector<bool> seen(fields.size(), false);
  auto parseOne = [&]() -> ParseResult {
    SMLoc loc = parser.getCurrentLocation();
    StringRef name;
    const Field *field = nullptr;
    if (succeeded(parser.parseOptionalKeyword(&name)))
      field =
          llvm::find_if(fields, [&](const Field &f) { return f.name == name; });
    if (!field || field == fields.end()) {
      auto diag = parser.emitError(loc) << "expected one of: ";
      llvm::interleaveComma(
          fields, diag, [&](const Field &f) { diag << '`' << f.name << '`'; });
      return diag;
    }
    size_t index = field - fields.begin();
    if (seen[index])
      return parser.emitError(parser.getCurrentLocation())
             << "duplicated `" << name << "` entry";
    seen[index] = true;
    return failure(parser.parseEqual() || parseFieldValue(parser, *field));
  };
  auto fail = [&] {
    parser.emitError(parser.getCurrentLocation())
        << "failed parsing " << what << " attribute";
    return failure();
  };
  while (failed(parser.parseOptionalGreater())) {
    if (failed(parseOne()))
      return fail();
    // A comma may end the list: `<a = 1, b = 2,>`.
    if (succeeded(parser.parseOptionalComma()))
      continue;
    if (parser.parseGreater())
      return fail();
    break;
  }
  return success();
}

/// Parses `<name = value, ...>` for the attributes whose upstream syntax is
/// an ODS format (`attrDef`, e.g. "StableHLO_ChannelHandle"), with its
/// diagnostics: every field exactly once, in any order, a comma before `>`
/// allowed. `anyName` is for `struct(params)`, which reads a name before
/// checking it ("duplicate or unknown struct parameter name"); otherwise the
/// format names the field it expects next.
ParseResult parseOdsFields(AsmParser &parser, StringRef attrDef,
                           ArrayRef<Field> fields, bool anyName) {
  if (parser.parseLess())
    return failure();
  SmallVector<bool> seen(fields.size(), false);
  for (size_t count = 0; count < fields.size(); ++count) {
    if (count && parser.parseComma())
      return failure();
    auto unseen = [&](StringRef name) -> ptrdiff_t {
      for (size_t i = 0; i < fields.size(); ++i)
        if (!seen[i] && fields[i].name == name)
          return i;
      return -1;
    };
    StringRef name;
    ptrdiff_t index = -1;
    if (anyName) {
      if (parser.parseKeyword(&name)) {
        parser.emitError(parser.getCurrentLocation())
            << "expected a parameter name in struct";
        return failure();
      }
      if (parser.parseEqual())
        return failure();
      index = unseen(name);
      if (index < 0)
        return parser.emitError(parser.getCurrentLocation())
               << "duplicate or unknown struct parameter name: " << name;
    } else {
      SMLoc loc = parser.getCurrentLocation();
      if (succeeded(parser.parseOptionalKeyword(&name)))
        index = unseen(name);
      if (index < 0) {
        StringRef next = fields[llvm::find(seen, false) - seen.begin()].name;
        return parser.emitError(loc) << "expected '" << next << "'";
      }
      if (parser.parseEqual())
        return failure();
    }
    seen[index] = true;
    const Field &field = fields[index];
    if (failed(parseFieldValue(parser, field))) {
      parser.emitError(parser.getCurrentLocation())
          << "failed to parse " << attrDef << " parameter '"
          << llvm::convertToCamelFromSnakeCase(field.name)
          << "' which is to be a `" << fieldCppType(field) << '`';
      return failure();
    }
  }
  // A comma may end the list: `<a = 1, b = 2,>`. Anything else after the
  // last field is reported where upstream's format wants the `>`.
  SMLoc loc = parser.getCurrentLocation();
  if (failed(parser.parseOptionalComma()))
    return parser.parseGreater();
  if (failed(parser.parseOptionalGreater()))
    return parser.emitError(loc) << "expected '>'";
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// ConvDimensionNumbersAttr
//===----------------------------------------------------------------------===//

void ConvDimensionNumbersAttr::print(AsmPrinter &printer) const {
  printer << '<';
  printConvolutionDimensions(printer, *this);
  printer << '>';
}

Attribute ConvDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  if (parser.parseLess())
    return {};
  if (succeeded(parser.parseOptionalKeyword("raw"))) {
    int64_t inBatch = 0, inFeature = 0, kIn = 0, kOut = 0, outBatch = 0,
            outFeature = 0;
    SmallVector<int64_t> inSpatial, kSpatial, outSpatial;
    Field fields[] = {{"input_batch_dimension", nullptr, &inBatch},
                      {"input_feature_dimension", nullptr, &inFeature},
                      {"input_spatial_dimensions", &inSpatial},
                      {"kernel_input_feature_dimension", nullptr, &kIn},
                      {"kernel_output_feature_dimension", nullptr, &kOut},
                      {"kernel_spatial_dimensions", &kSpatial},
                      {"output_batch_dimension", nullptr, &outBatch},
                      {"output_feature_dimension", nullptr, &outFeature},
                      {"output_spatial_dimensions", &outSpatial}};
    // Upstream's message names dot dimension numbers here too.
    if (parseDimensionFields(parser, "dot dimension numbers", fields))
      return {};
    return get(parser.getContext(), inBatch, inFeature, inSpatial, kIn, kOut,
               kSpatial, outBatch, outFeature, outSpatial);
  }
  ConvDimensionNumbersAttr dims;
  if (parseConvolutionDimensions(parser, dims) || parser.parseGreater())
    return {};
  return dims;
}

//===----------------------------------------------------------------------===//
// DotDimensionNumbersAttr
//===----------------------------------------------------------------------===//

void DotDimensionNumbersAttr::print(AsmPrinter &printer) const {
  SmallVector<int64_t> lhsBatch(getLhsBatchingDimensions()),
      rhsBatch(getRhsBatchingDimensions()),
      lhsContract(getLhsContractingDimensions()),
      rhsContract(getRhsContractingDimensions());
  printFields(printer, {{"lhs_batching_dimensions", &lhsBatch},
                        {"rhs_batching_dimensions", &rhsBatch},
                        {"lhs_contracting_dimensions", &lhsContract},
                        {"rhs_contracting_dimensions", &rhsContract}});
}

Attribute DotDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> lhsBatch, rhsBatch, lhsContract, rhsContract;
  if (parser.parseLess() ||
      parseDimensionFields(parser, "dot dimension numbers",
                           {{"lhs_batching_dimensions", &lhsBatch},
                            {"rhs_batching_dimensions", &rhsBatch},
                            {"lhs_contracting_dimensions", &lhsContract},
                            {"rhs_contracting_dimensions", &rhsContract}}))
    return {};
  return get(parser.getContext(), lhsBatch, rhsBatch, lhsContract, rhsContract);
}

//===----------------------------------------------------------------------===//
// GatherDimensionNumbersAttr
//===----------------------------------------------------------------------===//

void GatherDimensionNumbersAttr::print(AsmPrinter &printer) const {
  SmallVector<int64_t> offset(getOffsetDims()),
      collapsed(getCollapsedSliceDims()), batching(getOperandBatchingDims()),
      indicesBatching(getStartIndicesBatchingDims()),
      indexMap(getStartIndexMap());
  int64_t indexVectorDim = getIndexVectorDim();
  printFields(printer, {{"offset_dims", &offset},
                        {"collapsed_slice_dims", &collapsed},
                        {"operand_batching_dims", &batching},
                        {"start_indices_batching_dims", &indicesBatching},
                        {"start_index_map", &indexMap},
                        {"index_vector_dim", nullptr, &indexVectorDim}});
}

Attribute GatherDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> offset, collapsed, batching, indicesBatching, indexMap;
  int64_t indexVectorDim = 0;
  if (parser.parseLess() ||
      parseDimensionFields(parser, "gather dimension numbers",
                           {{"offset_dims", &offset},
                            {"collapsed_slice_dims", &collapsed},
                            {"operand_batching_dims", &batching},
                            {"start_indices_batching_dims", &indicesBatching},
                            {"start_index_map", &indexMap},
                            {"index_vector_dim", nullptr, &indexVectorDim}}))
    return {};
  return get(parser.getContext(), offset, collapsed, batching, indicesBatching,
             indexMap, indexVectorDim);
}

//===----------------------------------------------------------------------===//
// ScatterDimensionNumbersAttr
//===----------------------------------------------------------------------===//

void ScatterDimensionNumbersAttr::print(AsmPrinter &printer) const {
  SmallVector<int64_t> window(getUpdateWindowDims()),
      inserted(getInsertedWindowDims()), batching(getInputBatchingDims()),
      indicesBatching(getScatterIndicesBatchingDims()),
      toOperand(getScatterDimsToOperandDims());
  int64_t indexVectorDim = getIndexVectorDim();
  printFields(printer, {{"update_window_dims", &window},
                        {"inserted_window_dims", &inserted},
                        {"input_batching_dims", &batching},
                        {"scatter_indices_batching_dims", &indicesBatching},
                        {"scatter_dims_to_operand_dims", &toOperand},
                        {"index_vector_dim", nullptr, &indexVectorDim}});
}

Attribute ScatterDimensionNumbersAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> window, inserted, batching, indicesBatching, toOperand;
  int64_t indexVectorDim = 0;
  if (parser.parseLess() ||
      parseDimensionFields(parser, "scatter dimension numbers",
                           {{"update_window_dims", &window},
                            {"inserted_window_dims", &inserted},
                            {"input_batching_dims", &batching},
                            {"scatter_indices_batching_dims", &indicesBatching},
                            {"scatter_dims_to_operand_dims", &toOperand},
                            {"index_vector_dim", nullptr, &indexVectorDim}}))
    return {};
  return get(parser.getContext(), window, inserted, batching, indicesBatching,
             toOperand, indexVectorDim);
}

//===----------------------------------------------------------------------===//
// DotAlgorithmAttr
//===----------------------------------------------------------------------===//

LogicalResult DotAlgorithmAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, Type lhsPrecisionType,
    Type rhsPrecisionType, Type accumulationType, int64_t lhsComponentCount,
    int64_t rhsComponentCount, int64_t numPrimitiveOperations,
    bool allowImpreciseAccumulation) {
  // dot_general (C22), (C23), (C24): the counts are positive. Upstream's
  // phrase comes first: when the attribute is parsed, MLIR puts the custom
  // op's name before it.
  if (lhsComponentCount < 1)
    return emitError()
           << "lhs component count must be positive; see (C22): got "
           << lhsComponentCount;
  if (rhsComponentCount < 1)
    return emitError()
           << "rhs component count must be positive; see (C23): got "
           << rhsComponentCount;
  if (numPrimitiveOperations < 1)
    return emitError()
           << "num primitive operations must be positive; see (C24): got "
           << numPrimitiveOperations;
  return success();
}

//===----------------------------------------------------------------------===//
// ReplicaGroupMeshAxesAttr
//===----------------------------------------------------------------------===//

LogicalResult
ReplicaGroupMeshAxesAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                                 Attribute mesh, ArrayAttr axes) {
  if (!isa<FlatSymbolRefAttr, MeshAttr>(mesh))
    return emitError() << "mesh must be a FlatSymbolRefAttr or MeshAttr (a "
                          "symbol reference or a #stablehlo.mesh), got "
                       << mesh;
  auto meshAttr = dyn_cast<MeshAttr>(mesh);
  for (Attribute axis : axes) {
    auto axisRef = dyn_cast<AxisRefAttr>(axis);
    if (!axisRef)
      return emitError()
             << "expected AxisRefAttr in axes list (#stablehlo.axis_ref), got "
             << axis;
    if (meshAttr && llvm::none_of(meshAttr.getAxes(), [&](MeshAxisAttr a) {
          return a.getName() == axisRef.getName();
        }))
      return emitError() << "axis '" << axisRef.getName()
                         << "' not found in mesh definition";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// DotAlgorithmAttr, OutputOperandAliasAttr, ChannelHandleAttr: every field
// printed in declaration order; parsed in any order, trailing comma allowed.
//===----------------------------------------------------------------------===//

void DotAlgorithmAttr::print(AsmPrinter &printer) const {
  Type lhs = getLhsPrecisionType(), rhs = getRhsPrecisionType(),
       acc = getAccumulationType();
  int64_t lhsCount = getLhsComponentCount(), rhsCount = getRhsComponentCount(),
          primitive = getNumPrimitiveOperations();
  bool imprecise = getAllowImpreciseAccumulation();
  printAllFields(printer,
                 {requiredType("lhs_precision_type", &lhs),
                  requiredType("rhs_precision_type", &rhs),
                  requiredType("accumulation_type", &acc),
                  requiredInteger("lhs_component_count", &lhsCount),
                  requiredInteger("rhs_component_count", &rhsCount),
                  requiredInteger("num_primitive_operations", &primitive),
                  requiredBool("allow_imprecise_accumulation", &imprecise)});
}

Attribute DotAlgorithmAttr::parse(AsmParser &parser, Type) {
  Type lhs, rhs, acc;
  int64_t lhsCount = 0, rhsCount = 0, primitive = 0;
  bool imprecise = false;
  SMLoc loc = parser.getCurrentLocation();
  if (parseOdsFields(parser, "StableHLO_DotAlgorithm",
                     {requiredType("lhs_precision_type", &lhs),
                      requiredType("rhs_precision_type", &rhs),
                      requiredType("accumulation_type", &acc),
                      requiredInteger("lhs_component_count", &lhsCount),
                      requiredInteger("rhs_component_count", &rhsCount),
                      requiredInteger("num_primitive_operations", &primitive),
                      requiredBool("allow_imprecise_accumulation", &imprecise)},
                     /*anyName=*/false))
    return {};
  // The counts (the attribute's verifier), then whether any hardware runs
  // the algorithm, both reported where the attribute is written, as upstream
  // reports them. The bytecode reader, like upstream's, leaves the second
  // to dot_general's verifier.
  auto emitError = [&] { return parser.emitError(loc); };
  if (failed(verify(emitError, lhs, rhs, acc, lhsCount, rhsCount, primitive,
                    imprecise)) ||
      failed(checkKnownDotAlgorithm(emitError, lhs, rhs, acc, lhsCount,
                                    rhsCount, primitive, imprecise)))
    return {};
  return get(parser.getContext(), lhs, rhs, acc, lhsCount, rhsCount, primitive,
             imprecise);
}

void OutputOperandAliasAttr::print(AsmPrinter &printer) const {
  SmallVector<int64_t> output(getOutputTupleIndices()),
      operand(getOperandTupleIndices());
  int64_t index = getOperandIndex();
  printAllFields(printer, {requiredList("output_tuple_indices", &output),
                           requiredInteger("operand_index", &index),
                           requiredList("operand_tuple_indices", &operand)});
}

Attribute OutputOperandAliasAttr::parse(AsmParser &parser, Type) {
  SmallVector<int64_t> output, operand;
  int64_t index = 0;
  if (parseOdsFields(parser, "StableHLO_OutputOperandAlias",
                     {requiredList("output_tuple_indices", &output),
                      requiredInteger("operand_index", &index),
                      requiredList("operand_tuple_indices", &operand)},
                     /*anyName=*/false))
    return {};
  return get(parser.getContext(), output, index, operand);
}

void ChannelHandleAttr::print(AsmPrinter &printer) const {
  int64_t handle = getHandle(), type = getType();
  printAllFields(printer, {requiredInteger("handle", &handle),
                           requiredInteger("type", &type)});
}

Attribute ChannelHandleAttr::parse(AsmParser &parser, Type) {
  int64_t handle = 0, type = 0;
  if (parseOdsFields(
          parser, "StableHLO_ChannelHandle",
          {requiredInteger("handle", &handle), requiredInteger("type", &type)},
          /*anyName=*/true))
    return {};
  return get(parser.getContext(), handle, type);
}
