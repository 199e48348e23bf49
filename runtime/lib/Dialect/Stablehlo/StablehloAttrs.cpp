//===- StablehloAttrs.cpp - StableHLO attribute syntax and checks ---------===//
//
// Custom syntax of the dimension-number attributes and verifiers of the
// dot algorithm and mesh attributes.
//
//===----------------------------------------------------------------------===//

#include "AssemblyFormat.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::stablehlo;

namespace {

/// One field of a struct-like attribute `<name = value, ...>`: a dimension
/// list, omitted when printing if empty, or an integer, omitted if zero.
struct Field {
  StringRef name;
  SmallVector<int64_t> *list = nullptr;
  int64_t *integer = nullptr;
};

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

/// Parses `<name = value, ...>` (the `<` already consumed unless
/// `parseLess`): fields in any order, each at most once, absent ones keep
/// their initial (empty or zero) value.
ParseResult parseFields(AsmParser &parser, StringRef attrName,
                        ArrayRef<Field> fields, bool parseLess = true) {
  if (parseLess && parser.parseLess())
    return failure();
  if (succeeded(parser.parseOptionalGreater()))
    return success();
  SmallVector<bool> seen(fields.size(), false);
  do {
    SMLoc loc = parser.getCurrentLocation();
    StringRef name;
    if (parser.parseKeyword(&name))
      return failure();
    auto *it =
        llvm::find_if(fields, [&](const Field &f) { return f.name == name; });
    if (it == fields.end()) {
      auto diag = parser.emitError(loc) << "unknown field '" << name << "' of "
                                        << attrName << ", expected one of: ";
      llvm::interleaveComma(fields, diag,
                            [&](const Field &f) { diag << f.name; });
      return diag;
    }
    size_t index = it - fields.begin();
    if (seen[index])
      return parser.emitError(loc)
             << "field '" << name << "' of " << attrName << " is repeated";
    seen[index] = true;
    if (parser.parseEqual())
      return failure();
    if (it->list ? parseDimSizes(parser, *it->list)
                 : parser.parseInteger(*it->integer))
      return failure();
  } while (succeeded(parser.parseOptionalComma()));
  return parser.parseGreater();
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
    if (parseFields(parser, "convolution dimension numbers", fields,
                    /*parseLess=*/false))
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
  if (parseFields(parser, "dot dimension numbers",
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
  if (parseFields(parser, "gather dimension numbers",
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
  if (parseFields(parser, "scatter dimension numbers",
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
  // dot_general (C22), (C23), (C24): the counts are positive.
  if (lhsComponentCount < 1)
    return emitError() << "lhs_component_count must be positive, got "
                       << lhsComponentCount;
  if (rhsComponentCount < 1)
    return emitError() << "rhs_component_count must be positive, got "
                       << rhsComponentCount;
  if (numPrimitiveOperations < 1)
    return emitError() << "num_primitive_operations must be positive, got "
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
    return emitError() << "mesh must be a symbol reference or a "
                          "#stablehlo.mesh, got "
                       << mesh;
  auto meshAttr = dyn_cast<MeshAttr>(mesh);
  for (Attribute axis : axes) {
    auto axisRef = dyn_cast<AxisRefAttr>(axis);
    if (!axisRef)
      return emitError() << "axes must be #stablehlo.axis_ref attributes, got "
                         << axis;
    if (meshAttr && llvm::none_of(meshAttr.getAxes(), [&](MeshAxisAttr a) {
          return a.getName() == axisRef.getName();
        }))
      return emitError() << "axis '" << axisRef.getName()
                         << "' is not an axis of the mesh";
  }
  return success();
}
