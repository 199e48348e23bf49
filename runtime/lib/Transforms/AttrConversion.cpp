//===- AttrConversion.cpp - builtin/StableHLO <-> VHLO values -------------===//

#include "AttrConversion.h"

#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "stablehlo/Dialect/Stablehlo/StablehloOps.h"
#include "stablehlo/Dialect/Vhlo/VhloOps.h"

namespace mlir {
namespace vhlo {

#include "generated/vhlo/VhloEnumConversions.cpp.inc"

//===--- types
//-------------------------------------------------------------===//

Type convertTypeToVhlo(Type type) {
  return convertBuiltinTypeToVhlo(
      type,
      [](Type t) -> Type {
        if (llvm::isa<stablehlo::TokenType>(t))
          return TokenV1Type::get(t.getContext());
        if (llvm::isa<shape::WitnessType>(t))
          return WitnessV1Type::get(t.getContext());
        if (auto future = llvm::dyn_cast<stablehlo::FutureType>(t)) {
          SmallVector<Type> types;
          for (Type element : future.getTypes()) {
            Type converted = convertTypeToVhlo(element);
            if (!converted)
              return {};
            types.push_back(converted);
          }
          return FutureV1Type::get(t.getContext(), types);
        }
        return {};
      },
      [](Attribute encoding) -> Attribute {
        if (auto ext = llvm::dyn_cast<stablehlo::TypeExtensionsAttr>(encoding))
          return TypeExtensionsV1Attr::get(ext.getContext(), ext.getBounds());
        return {};
      });
}

Type convertTypeFromVhlo(Type type) {
  return convertVhloTypeToBuiltin(
      type,
      [](Type t) -> Type {
        if (llvm::isa<TokenV1Type>(t))
          return stablehlo::TokenType::get(t.getContext());
        if (llvm::isa<WitnessV1Type>(t)) {
          // Readers load the shape dialect only for programs that use it.
          t.getContext()->getOrLoadDialect<shape::ShapeDialect>();
          return shape::WitnessType::get(t.getContext());
        }
        if (auto future = llvm::dyn_cast<FutureV1Type>(t)) {
          SmallVector<Type> types;
          for (Type element : future.getTypes()) {
            Type converted = convertTypeFromVhlo(element);
            if (!converted)
              return {};
            types.push_back(converted);
          }
          return stablehlo::FutureType::get(t.getContext(), types);
        }
        return {};
      },
      [](Attribute encoding) -> Attribute {
        if (auto ext = llvm::dyn_cast<TypeExtensionsV1Attr>(encoding))
          return stablehlo::TypeExtensionsAttr::get(ext.getContext(),
                                                    ext.getBounds());
        return encoding;
      });
}

//===--- attributes: to VHLO ----------------------------------------------===//

Attribute convertAttrToVhlo(Attribute attr) {
  MLIRContext *ctx = attr.getContext();
  if (llvm::isa<VhloDialect>(attr.getDialect()))
    return attr;
  if (auto a = llvm::dyn_cast<ArrayAttr>(attr)) {
    SmallVector<Attribute> values;
    for (Attribute e : a) {
      Attribute c = convertAttrToVhlo(e);
      if (!c)
        return {};
      values.push_back(c);
    }
    return ArrayV1Attr::get(ctx, values);
  }
  if (auto a = llvm::dyn_cast<DictionaryAttr>(attr)) {
    SmallVector<std::pair<Attribute, Attribute>> values;
    for (NamedAttribute na : a) {
      Attribute v = convertAttrToVhlo(na.getValue());
      if (!v)
        return {};
      values.emplace_back(StringV1Attr::get(ctx, na.getName().getValue()), v);
    }
    return DictV1Attr::get(ctx, values);
  }
  if (auto a = llvm::dyn_cast<BoolAttr>(attr))
    return BoolV1Attr::get(ctx, a.getValue());
  if (auto a = llvm::dyn_cast<IntegerAttr>(attr)) {
    Type type = convertTypeToVhlo(a.getType());
    return type ? IntegerV1Attr::get(ctx, type, a.getValue()) : Attribute();
  }
  if (auto a = llvm::dyn_cast<FloatAttr>(attr)) {
    Type type = convertTypeToVhlo(a.getType());
    return type ? FloatV1Attr::get(ctx, type, a.getValue()) : Attribute();
  }
  if (auto a = llvm::dyn_cast<StringAttr>(attr)) {
    if (!llvm::isa<NoneType>(a.getType()))
      return {};
    return StringV1Attr::get(ctx, a.getValue());
  }
  if (auto a = llvm::dyn_cast<FlatSymbolRefAttr>(attr))
    return StringV1Attr::get(ctx, a.getValue());
  if (auto a = llvm::dyn_cast<TypeAttr>(attr)) {
    Type type = convertTypeToVhlo(a.getValue());
    return type ? TypeV1Attr::get(ctx, type) : Attribute();
  }
  if (auto a = llvm::dyn_cast<DenseIntOrFPElementsAttr>(attr)) {
    Type type = convertTypeToVhlo(a.getType());
    return type ? TensorV1Attr::get(ctx, type, a) : Attribute();
  }
  if (auto a = llvm::dyn_cast<DenseI64ArrayAttr>(attr))
    return makeI64TensorV1(ctx, a.asArrayRef());
  if (auto a = llvm::dyn_cast<DenseBoolArrayAttr>(attr)) {
    auto builtin = RankedTensorType::get({a.size()}, IntegerType::get(ctx, 1));
    auto type =
        TensorV1Type::get(ctx, builtin.getShape(), BoolV1Type::get(ctx), {});
    return TensorV1Attr::get(ctx, type,
                             DenseElementsAttr::get(builtin, a.asArrayRef()));
  }
  if (auto a = llvm::dyn_cast<stablehlo::OutputOperandAliasAttr>(attr))
    return OutputOperandAliasV1Attr::get(ctx, a.getOutputTupleIndices(),
                                         a.getOperandIndex(),
                                         a.getOperandTupleIndices());
  if (auto a = llvm::dyn_cast<stablehlo::SubAxisInfoAttr>(attr))
    return SubAxisInfoV1Attr::get(ctx, a.getPreSize(), a.getSize());
  if (auto a = llvm::dyn_cast<stablehlo::AxisRefAttr>(attr)) {
    Attribute sub = a.getSubAxisInfo() ? convertAttrToVhlo(a.getSubAxisInfo())
                                       : Attribute();
    return AxisRefV1Attr::get(ctx, StringV1Attr::get(ctx, a.getName()), sub);
  }
  if (auto a = llvm::dyn_cast<stablehlo::MeshAxisAttr>(attr))
    return MeshAxisV1Attr::get(ctx, StringV1Attr::get(ctx, a.getName()),
                               a.getSize());
  if (auto a = llvm::dyn_cast<stablehlo::MeshAttr>(attr)) {
    SmallVector<Attribute> axes;
    for (stablehlo::MeshAxisAttr axis : a.getAxes())
      axes.push_back(convertAttrToVhlo(axis));
    Attribute ids =
        a.getDeviceIds() ? convertAttrToVhlo(a.getDeviceIds()) : Attribute();
    if (a.getDeviceIds() && !ids)
      return {};
    return MeshV1Attr::get(ctx, ArrayV1Attr::get(ctx, axes), ids);
  }
  if (auto a = llvm::dyn_cast<stablehlo::ReplicaGroupMeshAxesAttr>(attr)) {
    Attribute mesh = convertAttrToVhlo(a.getMesh());
    Attribute axes = convertAttrToVhlo(a.getAxes());
    return mesh && axes ? ReplicaGroupMeshAxesV1Attr::get(ctx, mesh, axes)
                        : Attribute();
  }
  if (auto a = llvm::dyn_cast<stablehlo::ResultAccuracyAttr>(attr)) {
    Attribute mode = convertEnumToVhlo(a.getMode());
    return mode ? ResultAccuracyV1Attr::get(ctx, a.getAtol(), a.getRtol(),
                                            a.getUlps(), mode)
                : Attribute();
  }
  return convertEnumToVhlo(attr);
}

//===--- attributes: from VHLO --------------------------------------------===//

Attribute convertAttrFromVhlo(Attribute attr) {
  MLIRContext *ctx = attr.getContext();
  if (!llvm::isa<VhloDialect>(attr.getDialect()))
    return attr;
  if (auto a = llvm::dyn_cast<ArrayV1Attr>(attr)) {
    SmallVector<Attribute> values;
    for (Attribute e : a.getValue()) {
      Attribute c = convertAttrFromVhlo(e);
      if (!c)
        return {};
      values.push_back(c);
    }
    return ArrayAttr::get(ctx, values);
  }
  if (auto a = llvm::dyn_cast<DictV1Attr>(attr)) {
    SmallVector<NamedAttribute> values;
    for (auto [k, v] : a.getValue()) {
      auto key = llvm::dyn_cast<StringV1Attr>(k);
      Attribute value = convertAttrFromVhlo(v);
      if (!key || !value)
        return {};
      values.emplace_back(StringAttr::get(ctx, key.getValue()), value);
    }
    return DictionaryAttr::get(ctx, values);
  }
  if (auto a = llvm::dyn_cast<BoolV1Attr>(attr))
    return BoolAttr::get(ctx, a.getValue());
  if (auto a = llvm::dyn_cast<IntegerV1Attr>(attr)) {
    Type type = convertTypeFromVhlo(a.getType());
    return type ? IntegerAttr::get(type, a.getValue()) : Attribute();
  }
  if (auto a = llvm::dyn_cast<FloatV1Attr>(attr)) {
    Type type = convertTypeFromVhlo(a.getType());
    return type ? FloatAttr::get(type, a.getValue()) : Attribute();
  }
  if (auto a = llvm::dyn_cast<StringV1Attr>(attr))
    return StringAttr::get(ctx, a.getValue());
  if (auto a = llvm::dyn_cast<TypeV1Attr>(attr)) {
    Type type = convertTypeFromVhlo(a.getValue());
    return type ? TypeAttr::get(type) : Attribute();
  }
  if (auto a = llvm::dyn_cast<TensorV1Attr>(attr))
    return a.getData();
  if (auto a = llvm::dyn_cast<OutputOperandAliasV1Attr>(attr))
    return stablehlo::OutputOperandAliasAttr::get(
        ctx, a.getOutputTupleIndices(), a.getOperandIndex(),
        a.getOperandTupleIndices());
  if (auto a = llvm::dyn_cast<SubAxisInfoV1Attr>(attr))
    return stablehlo::SubAxisInfoAttr::get(ctx, a.getPreSize(), a.getSize());
  if (auto a = llvm::dyn_cast<AxisRefV1Attr>(attr)) {
    auto name = llvm::dyn_cast<StringV1Attr>(a.getName());
    auto sub = llvm::dyn_cast_or_null<stablehlo::SubAxisInfoAttr>(
        a.getSubAxisInfo() ? convertAttrFromVhlo(a.getSubAxisInfo())
                           : Attribute());
    if (!name || (a.getSubAxisInfo() && !sub))
      return {};
    return stablehlo::AxisRefAttr::get(ctx, name.getValue(), sub);
  }
  if (auto a = llvm::dyn_cast<MeshAxisV1Attr>(attr)) {
    auto name = llvm::dyn_cast<StringV1Attr>(a.getName());
    return name
               ? stablehlo::MeshAxisAttr::get(ctx, name.getValue(), a.getSize())
               : Attribute();
  }
  if (auto a = llvm::dyn_cast<MeshV1Attr>(attr)) {
    auto axesAttr = llvm::dyn_cast<ArrayV1Attr>(a.getAxes());
    if (!axesAttr)
      return {};
    SmallVector<stablehlo::MeshAxisAttr> axes;
    for (Attribute axis : axesAttr.getValue()) {
      auto converted = llvm::dyn_cast_or_null<stablehlo::MeshAxisAttr>(
          convertAttrFromVhlo(axis));
      if (!converted)
        return {};
      axes.push_back(converted);
    }
    DenseIntElementsAttr ids;
    if (a.getDeviceIds()) {
      ids = llvm::dyn_cast_or_null<DenseIntElementsAttr>(
          convertAttrFromVhlo(a.getDeviceIds()));
      if (!ids)
        return {};
    }
    return stablehlo::MeshAttr::get(ctx, axes, ids);
  }
  if (auto a = llvm::dyn_cast<ReplicaGroupMeshAxesV1Attr>(attr)) {
    Attribute mesh = a.getMesh();
    if (auto symbol = llvm::dyn_cast<StringV1Attr>(mesh))
      mesh = FlatSymbolRefAttr::get(ctx, symbol.getValue());
    else
      mesh = convertAttrFromVhlo(mesh);
    auto axes =
        llvm::dyn_cast_or_null<ArrayAttr>(convertAttrFromVhlo(a.getAxes()));
    return mesh && axes
               ? stablehlo::ReplicaGroupMeshAxesAttr::get(ctx, mesh, axes)
               : Attribute();
  }
  if (auto a = llvm::dyn_cast<ResultAccuracyV1Attr>(attr)) {
    auto mode = llvm::dyn_cast_or_null<stablehlo::ResultAccuracyModeAttr>(
        convertEnumFromVhlo(a.getMode()));
    return mode ? stablehlo::ResultAccuracyAttr::get(
                      ctx, a.getAtol(), a.getRtol(), a.getUlps(), mode)
                : Attribute();
  }
  return convertEnumFromVhlo(attr);
}

// The kind-specific conversions codegen/kinds.py names (`from_vhlo`); the
// other kinds convert generically (convertAttrFromVhlo).

/// A 1-D i64 tensor_v1 as a DenseI64ArrayAttr.
static Attribute convertI64TensorFromVhlo(Attribute attr) {
  auto tensor = llvm::dyn_cast<TensorV1Attr>(attr);
  if (!tensor || tensor.getData().getType().getRank() != 1 ||
      !tensor.getData().getElementType().isInteger(64))
    return {};
  return DenseI64ArrayAttr::get(
      attr.getContext(),
      llvm::to_vector(tensor.getData().getValues<int64_t>()));
}

/// A 1-D i1 tensor_v1 as a DenseBoolArrayAttr.
static Attribute convertBoolTensorFromVhlo(Attribute attr) {
  auto tensor = llvm::dyn_cast<TensorV1Attr>(attr);
  if (!tensor || tensor.getData().getType().getRank() != 1 ||
      !tensor.getData().getElementType().isInteger(1))
    return {};
  return DenseBoolArrayAttr::get(
      attr.getContext(), llvm::to_vector(tensor.getData().getValues<bool>()));
}

/// A string_v1 as a FlatSymbolRefAttr.
static Attribute convertSymbolFromVhlo(Attribute attr) {
  auto str = llvm::dyn_cast<StringV1Attr>(attr);
  return str ? FlatSymbolRefAttr::get(attr.getContext(), str.getValue())
             : Attribute();
}

#include "generated/vhlo/VhloAttrKindConversions.cpp.inc"

} // namespace vhlo
} // namespace mlir

namespace mlir {
namespace vhlo {

Operation *rebuildOp(Operation *op, OperationName name, TypeRange resultTypes,
                     NamedAttrList &&attrs) {
  // Not through an OperationState: creating from one turns the attributes
  // into a dictionary, back into a list and into a dictionary again.
  Operation *newOp =
      Operation::create(op->getLoc(), name, resultTypes, op->getOperands(),
                        std::move(attrs), OpaqueProperties(nullptr),
                        /*successors=*/{}, op->getNumRegions());
  op->getBlock()->getOperations().insert(Block::iterator(op), newOp);
  for (unsigned i = 0, e = op->getNumRegions(); i < e; ++i)
    newOp->getRegion(i).takeBody(op->getRegion(i));
  op->replaceAllUsesWith(newOp->getResults());
  op->erase();
  return newOp;
}

} // namespace vhlo
} // namespace mlir
