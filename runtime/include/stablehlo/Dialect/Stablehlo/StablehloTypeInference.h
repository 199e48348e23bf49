//===- StablehloTypeInference.h - StableHLO shape functions -----*- C++ -*-===//
//
// Shape functions of StableHLO operations. Each checks the constraints of
// docs/spec.md that involve only its inputs, reports violations at
// `location` (if given) and appends the inferred result types.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_DIALECT_STABLEHLO_STABLEHLOTYPEINFERENCE_H
#define STABLEHLO_DIALECT_STABLEHLO_STABLEHLOTYPEINFERENCE_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Region.h"
#include "mlir/IR/TypeRange.h"
#include "mlir/IR/ValueRange.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace mlir::stablehlo {

class ConvDimensionNumbersAttr;
class DotDimensionNumbersAttr;
class DotAlgorithmAttr;
class GatherDimensionNumbersAttr;
class ScatterDimensionNumbersAttr;
enum class FftType : uint32_t;
enum class RngDistribution : uint32_t;

/// An op's isCompatibleReturnTypes: whether declared result types (second)
/// are accepted for the inferred ones (first).
using ResultTypesCompatible = bool (*)(TypeRange, TypeRange);

/// The refineReturnTypes of ops with inferred result types: reports declared
/// result types that `compatible` does not accept for the inferred ones in
/// MLIR's words, followed by `constraint` (the spec's label, e.g. "(C1)", or
/// empty) and what the first result at fault must be.
LogicalResult emitResultTypeMismatch(std::optional<Location> location,
                                     llvm::StringRef opName,
                                     llvm::StringRef constraint,
                                     TypeRange inferred, TypeRange declared,
                                     ResultTypesCompatible compatible);

/// The constraint that declared result types rejected by `compatible` break:
/// `elementConstraint` if the first result at fault has the inferred shape
/// (only its element type differs), else `shapeConstraint`.
llvm::StringRef shapeOrElementConstraint(TypeRange inferred, TypeRange declared,
                                         ResultTypesCompatible compatible,
                                         llvm::StringRef shapeConstraint,
                                         llvm::StringRef elementConstraint);

/// Elementwise ops whose operands and result have one baseline type (spec
/// `baseline_type`), up to dynamism.
LogicalResult inferSameTypeOp(std::optional<Location> location,
                              ValueRange operands,
                              SmallVectorImpl<Type> &inferred);

/// abs, real, imag: complex<E> becomes E, other element types are kept.
LogicalResult inferComplexPartOp(std::optional<Location> location,
                                 Type operandType,
                                 SmallVectorImpl<Type> &inferred);

LogicalResult inferIsFiniteOp(std::optional<Location> location,
                              Type operandType,
                              SmallVectorImpl<Type> &inferred);

LogicalResult inferComplexOp(std::optional<Location> location, Type lhsType,
                             Type rhsType, SmallVectorImpl<Type> &inferred);

LogicalResult inferCompareOp(std::optional<Location> location, Type lhsType,
                             Type rhsType, SmallVectorImpl<Type> &inferred);

LogicalResult inferSelectOp(std::optional<Location> location, Type predType,
                            Type onTrueType, Type onFalseType,
                            SmallVectorImpl<Type> &inferred);

LogicalResult inferClampOp(std::optional<Location> location, Type minType,
                           Type operandType, Type maxType,
                           SmallVectorImpl<Type> &inferred);

LogicalResult inferTransposeOp(std::optional<Location> location,
                               Type operandType,
                               llvm::ArrayRef<int64_t> permutation,
                               SmallVectorImpl<Type> &inferred);

/// The constraint that transpose's declared result type breaks: (C3) its
/// shape, (C4) its quantization dimension alone, else (C1).
llvm::StringRef transposeResultConstraint(TypeRange inferred,
                                          TypeRange declared,
                                          ResultTypesCompatible compatible);

/// The constraint that add's declared result type breaks, given the types of
/// the operands, once AddOp::verify has passed its element types ((C1), or
/// none for quantized add).
llvm::StringRef addResultConstraint(TypeRange operands, TypeRange inferred,
                                    TypeRange declared,
                                    ResultTypesCompatible compatible);

/// add: like inferSameTypeOp, plus the rules of quantized operands (C2-C7).
LogicalResult inferAddOp(std::optional<Location> location, Type lhsType,
                         Type rhsType, SmallVectorImpl<Type> &inferred);

LogicalResult inferUniformDequantizeOp(std::optional<Location> location,
                                       Type operandType,
                                       SmallVectorImpl<Type> &inferred);

LogicalResult inferBroadcastOp(std::optional<Location> location,
                               Type operandType,
                               llvm::ArrayRef<int64_t> broadcastSizes,
                               SmallVectorImpl<Type> &inferred);

LogicalResult inferReverseOp(std::optional<Location> location, Type operandType,
                             llvm::ArrayRef<int64_t> dimensions,
                             SmallVectorImpl<Type> &inferred);

LogicalResult inferSliceOp(std::optional<Location> location, Type operandType,
                           llvm::ArrayRef<int64_t> startIndices,
                           llvm::ArrayRef<int64_t> limitIndices,
                           llvm::ArrayRef<int64_t> strides,
                           SmallVectorImpl<Type> &inferred);

LogicalResult inferDynamicSliceOp(std::optional<Location> location,
                                  Type operandType, TypeRange startIndexTypes,
                                  llvm::ArrayRef<int64_t> sliceSizes,
                                  SmallVectorImpl<Type> &inferred);

LogicalResult inferDynamicUpdateSliceOp(std::optional<Location> location,
                                        Type operandType, Type updateType,
                                        TypeRange startIndexTypes,
                                        SmallVectorImpl<Type> &inferred);

LogicalResult inferConcatenateOp(std::optional<Location> location,
                                 TypeRange inputTypes, int64_t dimension,
                                 SmallVectorImpl<Type> &inferred);

LogicalResult inferPadOp(std::optional<Location> location, Type operandType,
                         Type paddingValueType,
                         llvm::ArrayRef<int64_t> edgePaddingLow,
                         llvm::ArrayRef<int64_t> edgePaddingHigh,
                         llvm::ArrayRef<int64_t> interiorPadding,
                         SmallVectorImpl<Type> &inferred);

LogicalResult inferGetDimensionSizeOp(std::optional<Location> location,
                                      Type operandType, int64_t dimension,
                                      SmallVectorImpl<Type> &inferred);

/// set_dimension_size (not in the spec; follows XLA): the result is the
/// operand with dimension `dimension` of size `size` if that is a constant,
/// else dynamic and bounded by the operand's size or bound.
LogicalResult inferSetDimensionSizeOp(std::optional<Location> location,
                                      Type operandType, Value size,
                                      int64_t dimension,
                                      SmallVectorImpl<Type> &inferred);

/// if and case infer their results from the branches, which may be empty
/// when a builder calls the shape function before adding them.
LogicalResult inferIfOp(std::optional<Location> location, Region &trueBranch,
                        Region &falseBranch, SmallVectorImpl<Type> &inferred);
LogicalResult inferCaseOp(std::optional<Location> location,
                          RegionRange branches,
                          SmallVectorImpl<Type> &inferred);

//===----------------------------------------------------------------------===//
// Collectives
//===----------------------------------------------------------------------===//

/// How a collective reads its `replica_groups`: the labels of its
/// constraints on them and what the spec lets them be.
struct ReplicaGroupsRules {
  /// The op's `is_unique(replica_groups)`.
  llvm::StringRef uniqueConstraint;
  /// The op's `0 <= replica_groups < N`.
  llvm::StringRef rangeConstraint;
  /// The groups must cover the ids 0..N-1 exactly (the strategies
  /// cross_replica, cross_partition, cross_replica_and_partition and
  /// flattened_ids say so), which bounds the ids by their number. Without it
  /// (collective_broadcast, collective_reduce, whose processes outside every
  /// group get zeros) N is unknown and only `0 <= id` is checked.
  bool mustCover;
  /// Groups may differ in size ("variadic number of 1-dimensional tensor
  /// constants"): the 2-D tensor pads them with -1.
  bool allowPadding;
  /// Check the mesh form (and an inline mesh) fully even outside the spec
  /// check, where the verifiers check only what upstream does (nothing but
  /// int64 overflow): for code that computes with the mesh.
  bool checkMeshAlways = false;
};

/// Checks `replicaGroups` (a 2-D i64 tensor or a ReplicaGroupMeshAxesAttr)
/// and sets `groupSize` to `dim(replica_groups, 1)` when it is known: for the
/// dense form, if the tensor has an id; for the mesh form, if the mesh is
/// inline (the product of the sizes of the referenced axes and sub-axes).
/// A mesh given by symbol is not looked up: its axes are checked only for
/// overlaps among themselves.
LogicalResult checkReplicaGroups(std::optional<Location> location,
                                 Attribute replicaGroups,
                                 const ReplicaGroupsRules &rules,
                                 std::optional<int64_t> &groupSize);

/// The spec's `is_promotable(x, y)` on element types: the same kind (bool,
/// integer, float, complex, or quantized with the same expressed type) and
/// no narrower (for quantized types, their storage types).
bool isPromotable(Type x, Type y);

/// Checks `(constraint) computation has type (tensor<E>, tensor<E>) ->
/// (tensor<E>) where is_promotable(element_type(operand), E)` for each of
/// `operandTypes`, and returns E.
FailureOr<Type> checkReductionComputation(std::optional<Location> location,
                                          llvm::StringRef constraint,
                                          Region &computation,
                                          TypeRange operandTypes);

/// The computation of all_reduce, reduce_scatter and collective_reduce: in
/// the spec check, checkReductionComputation; otherwise upstream's weaker
/// rule (two arguments and one result, all of one rank-0 type but that the
/// second argument and the result may be floats of any width; operand
/// elements promotable, floats of any width), its messages prefixed with
/// `constraint`. Returns the element type of the result.
FailureOr<Type> checkCollectiveComputation(std::optional<Location> location,
                                           llvm::StringRef constraint,
                                           Region &computation,
                                           TypeRange operandTypes);

/// With use_global_device_ids, dense replica_groups must not be empty (as
/// upstream requires).
LogicalResult checkGlobalDeviceIdGroups(std::optional<Location> location,
                                        Attribute replicaGroups,
                                        bool useGlobalDeviceIds);

/// `channel_id` of a collective: the handle of `channel_handle`, 0 if absent.
int64_t getChannelId(Attribute channelHandle);

/// `(constraint) If use_global_device_ids = true, then channel_id > 0.`
LogicalResult checkGlobalDeviceIds(std::optional<Location> location,
                                   llvm::StringRef constraint,
                                   Attribute channelHandle,
                                   bool useGlobalDeviceIds);

/// all_reduce: (C1-C3) replica_groups, (C4) use_global_device_ids needs a
/// channel, (C5) computation; results have the operands' shapes (C6) and
/// element type E (C7). Without a computation block yet (a builder adding
/// the region later), the operand types.
LogicalResult inferAllReduceOp(std::optional<Location> location,
                               TypeRange operandTypes, Attribute replicaGroups,
                               Attribute channelHandle, bool useGlobalDeviceIds,
                               Region &computation,
                               SmallVectorImpl<Type> &inferred);

/// all_to_all (C1-C9).
LogicalResult inferAllToAllOp(std::optional<Location> location,
                              TypeRange operandTypes, int64_t splitDimension,
                              int64_t concatDimension, int64_t splitCount,
                              Attribute replicaGroups,
                              SmallVectorImpl<Type> &inferred);

/// With has_dynamic_root, of collective_broadcast (C4) and collective_reduce
/// (C3): at least one data operand, and the last operand a rank-1 tensor of
/// 32-bit integers, one per data operand (upstream's rule and words).
LogicalResult checkRootIndices(std::optional<Location> location,
                               StringRef constraint, StringRef opName,
                               ValueRange operands);

/// collective_broadcast (C3-C5): the results' types, the data operands'.
LogicalResult inferCollectiveBroadcastOp(ValueRange operands,
                                         bool hasDynamicRoot,
                                         SmallVectorImpl<Type> &inferred);

/// collective_broadcast (C1-C4), checked after the results, in upstream's
/// order; (C6) when the root index is a constant, under the spec check.
LogicalResult verifyCollectiveBroadcastOp(std::optional<Location> location,
                                          ValueRange operands,
                                          Attribute replicaGroups,
                                          bool hasDynamicRoot);

/// `(C1-C4)` of collective_permute, send and recv on `source_target_pairs`:
/// shape [N, 2], unique sources, unique targets, ids >= 0 (N, the number of
/// replicas or partitions, is unknown here).
LogicalResult checkSourceTargetPairs(std::optional<Location> location,
                                     Attribute sourceTargetPairs);

/// collective_permute (C1-C5); of (C4), only `0 <= source_target_pairs`
/// (N is the number of replicas or partitions, unknown here).
LogicalResult inferCollectivePermuteOp(std::optional<Location> location,
                                       Type operandType,
                                       Attribute sourceTargetPairs,
                                       SmallVectorImpl<Type> &inferred);

/// async_start (C1-C4): the future of the results of the one collective or
/// slice in `body`.
LogicalResult inferAsyncStartOp(std::optional<Location> location,
                                TypeRange operandTypes, Region &body,
                                SmallVectorImpl<Type> &inferred);

/// async_done (C1): the type the future holds.
LogicalResult inferAsyncDoneOp(std::optional<Location> location,
                               Type operandType,
                               SmallVectorImpl<Type> &inferred);

//===----------------------------------------------------------------------===//
// Convolutions and dot products
//===----------------------------------------------------------------------===//

/// The window of convolution and dynamic_conv as given: an absent attribute
/// is std::nullopt and takes the spec's default (strides and dilations 1,
/// padding 0, no reversal).
struct ConvolutionWindow {
  std::optional<llvm::ArrayRef<int64_t>> windowStrides;
  std::optional<llvm::ArrayRef<int64_t>> lhsDilation;
  std::optional<llvm::ArrayRef<int64_t>> rhsDilation;
  std::optional<llvm::ArrayRef<bool>> windowReversal;
  /// The type of `padding` (convolution's attribute, dynamic_conv's
  /// operand); null when the attribute is absent.
  Type paddingType;
  /// The padding as row-major [low, high] pairs when it is known (an
  /// attribute, or a constant operand).
  std::optional<llvm::SmallVector<int64_t>> padding;
  /// True for dynamic_conv, whose padding is an operand.
  bool paddingIsOperand = false;
};

/// Shape function of convolution and dynamic_conv: (C1-C24) on the inputs,
/// the operand halves of (C27-C34), and the result shape of (C25) with
/// bounds; the element type is inferred when lhs is not quantized (C27,
/// C34). The result's rank and type are checked by the ops' verifiers.
LogicalResult
inferConvolutionOp(std::optional<Location> location, Type lhsType, Type rhsType,
                   const ConvolutionWindow &window,
                   ConvDimensionNumbersAttr dims, int64_t featureGroupCount,
                   int64_t batchGroupCount,
                   std::optional<ArrayAttr> precisionConfig,
                   SmallVectorImpl<ShapedTypeComponents> &inferred);

/// True if a non-empty dot algorithm is one the spec's DotAlgorithm section
/// admits: the algorithms of XLA's `xla_data.proto` it points to (single
/// components; f8 x f8 -> f32, f16 x f16 -> f16 or f32, bf16 x bf16 -> bf16
/// or f32 (also in 3, 6 or 9 primitive operations), tf32 x tf32 -> f32 (1 or
/// 3), f32 x f32 -> f32, f64 x f64 -> f64; only f8 may accumulate
/// imprecisely).
bool isKnownDotAlgorithm(Type lhsPrecisionType, Type rhsPrecisionType,
                         Type accumulationType, int64_t lhsComponentCount,
                         int64_t rhsComponentCount,
                         int64_t numPrimitiveOperations,
                         bool allowImpreciseAccumulation);

/// Refuses a dot algorithm that isKnownDotAlgorithm does not admit, in
/// upstream's words. As upstream, the parsed attribute is refused where it is
/// written (DotAlgorithmAttr::parse) and dot_general's verifier refuses one
/// read from bytecode (whose reader builds it without this check, as
/// upstream's does).
LogicalResult checkKnownDotAlgorithm(
    llvm::function_ref<InFlightDiagnostic()> emitError, Type lhsPrecisionType,
    Type rhsPrecisionType, Type accumulationType, int64_t lhsComponentCount,
    int64_t rhsComponentCount, int64_t numPrimitiveOperations,
    bool allowImpreciseAccumulation);

/// Shape function of dot_general: (C1-C11), (C13), (C15-C17), the operand
/// halves of (C18) and (C20), and (C21); the result shape of (C12) with
/// bounds, and its element type for a float lhs with a quantized rhs (C20).
/// The result's type is checked by the verifier, the algorithm by its own.
LogicalResult
inferDotGeneralOp(std::optional<Location> location, Type lhsType, Type rhsType,
                  DotDimensionNumbersAttr dims,
                  std::optional<ArrayAttr> precisionConfig,
                  DotAlgorithmAttr algorithm,
                  SmallVectorImpl<ShapedTypeComponents> &inferred);

/// send and recv: (C1-C4) `sourceTargetPairs` if given (may be null), (C5)
/// the channel type for `isHostTransfer`; a recv from the host may also
/// carry HOST_TO_DEVICE.
LogicalResult checkSendRecv(std::optional<Location> location, bool isRecv,
                            Attribute channelHandle, bool isHostTransfer,
                            Attribute sourceTargetPairs);

/// send: checkSendRecv, and a token result.
LogicalResult inferSendOp(std::optional<Location> location,
                          Attribute channelHandle, bool isHostTransfer,
                          Attribute sourceTargetPairs,
                          SmallVectorImpl<Type> &inferred);

//===----------------------------------------------------------------------===//
// gather, scatter and reductions
//===----------------------------------------------------------------------===//

/// gather (C1-C23): the result has the start indices' dimensions (but
/// index_vector_dim, with their bounds) at the batch positions and the
/// slice sizes (but the collapsed and batching dimensions) at offset_dims.
LogicalResult inferGatherOp(std::optional<Location> location, Type operandType,
                            Type startIndicesType,
                            GatherDimensionNumbersAttr dims,
                            llvm::ArrayRef<int64_t> sliceSizes,
                            SmallVectorImpl<Type> &inferred);

/// dynamic_gather (C1-C12; its result is checked against the inferred one,
/// C13, C14): gather's checks with dynamic_gather's labels, and gather's on
/// the batching dimensions, which dynamic_gather's section does not have.
/// The values of `sliceSizes` are known when it is a constant; otherwise
/// the offset dimensions of the result are dynamic.
LogicalResult inferDynamicGatherOp(std::optional<Location> location,
                                   Type operandType, Type startIndicesType,
                                   Value sliceSizes,
                                   GatherDimensionNumbersAttr dims,
                                   SmallVectorImpl<Type> &inferred);

/// Checks `(constraint) computation has type (tensor<E0>, ...,
/// tensor<EN-1>)` repeated `numArgumentGroups` times `-> (tensor<E0>, ...,
/// tensor<EN-1>)` where is_promotable(element_type(inputs[i]), Ei), for N =
/// size(inputTypes), and returns the Ei (the inputs' element types when
/// the region has no block yet).
FailureOr<llvm::SmallVector<Type>>
checkVariadicComputation(std::optional<Location> location,
                         llvm::StringRef constraint, Region &computation,
                         TypeRange inputTypes, unsigned numArgumentGroups);

/// scatter (C1-C25); the operands are N inputs, scatter_indices and N
/// updates. The results have the inputs' shapes and the computation's
/// element types.
LogicalResult inferScatterOp(std::optional<Location> location,
                             TypeRange operandTypes,
                             ScatterDimensionNumbersAttr dims,
                             Region &updateComputation,
                             SmallVectorImpl<Type> &inferred);

/// reduce (C1-C8); the operands are N inputs, then N init values.
LogicalResult inferReduceOp(std::optional<Location> location,
                            TypeRange operandTypes,
                            llvm::ArrayRef<int64_t> dimensions, Region &body,
                            SmallVectorImpl<Type> &inferred);

/// reduce_window (C1-C16), with bounds: a bounded input dimension gives
/// the bound's number of windows.
LogicalResult
inferReduceWindowOp(std::optional<Location> location, TypeRange operandTypes,
                    llvm::ArrayRef<int64_t> windowDimensions,
                    std::optional<llvm::ArrayRef<int64_t>> windowStrides,
                    std::optional<llvm::ArrayRef<int64_t>> baseDilations,
                    std::optional<llvm::ArrayRef<int64_t>> windowDilations,
                    std::optional<DenseIntElementsAttr> padding, Region &body,
                    SmallVectorImpl<Type> &inferred);

/// select_and_scatter (C1-C12): the operand's shape with the scatter
/// region's element type.
LogicalResult inferSelectAndScatterOp(
    std::optional<Location> location, Type operandType, Type sourceType,
    Type initValueType, std::optional<llvm::ArrayRef<int64_t>> windowDimensions,
    std::optional<llvm::ArrayRef<int64_t>> windowStrides,
    std::optional<DenseIntElementsAttr> padding, Region &select,
    Region &scatter, SmallVectorImpl<Type> &inferred);

/// sort (C1-C5): the results have the inputs' types.
LogicalResult inferSortOp(std::optional<Location> location,
                          TypeRange inputTypes, int64_t dimension,
                          Region &comparator, SmallVectorImpl<Type> &inferred);

/// map (C1-C4): the inputs' shape with the computation's element type.
LogicalResult inferMapOp(std::optional<Location> location, TypeRange inputTypes,
                         ArrayRef<int64_t> dimensions, Region &computation,
                         SmallVectorImpl<Type> &inferred);

//===----------------------------------------------------------------------===//
// Linear algebra, FFT, random numbers and batch normalization
//===----------------------------------------------------------------------===//

/// cholesky (C1-C3): the result has a's type.
LogicalResult inferCholeskyOp(std::optional<Location> location, Type aType,
                              SmallVectorImpl<Type> &inferred);

/// triangular_solve (C1-C4): the result has b's type. TRANSPOSE_INVALID as
/// transpose_a is refused after the shape checks.
LogicalResult inferTriangularSolveOp(std::optional<Location> location,
                                     Type aType, Type bType, bool leftSide,
                                     bool transposeAInvalid,
                                     SmallVectorImpl<Type> &inferred);

/// fft (C1-C5).
LogicalResult inferFftOp(std::optional<Location> location, Type operandType,
                         FftType fftType, llvm::ArrayRef<int64_t> fftLength,
                         SmallVectorImpl<Type> &inferred);

/// rng (C1-C3): the shape is known when `shape` is a constant.
LogicalResult inferRngOp(std::optional<Location> location, Type aType,
                         Type bType, Value shape, RngDistribution distribution,
                         SmallVectorImpl<Type> &inferred);

/// batch_norm_inference (C1-C7); `vectors` are scale, offset, mean and
/// variance.
LogicalResult inferBatchNormInferenceOp(std::optional<Location> location,
                                        Type operandType, TypeRange vectors,
                                        int64_t featureIndex,
                                        SmallVectorImpl<Type> &inferred);

/// batch_norm_training (C1-C7); `vectors` are scale and offset.
LogicalResult inferBatchNormTrainingOp(std::optional<Location> location,
                                       Type operandType, TypeRange vectors,
                                       int64_t featureIndex,
                                       SmallVectorImpl<Type> &inferred);

/// batch_norm_grad (C1-C5); `vectors` are scale, mean and variance.
LogicalResult inferBatchNormGradOp(std::optional<Location> location,
                                   Type operandType, TypeRange vectors,
                                   Type gradOutputType, int64_t featureIndex,
                                   SmallVectorImpl<Type> &inferred);

} // namespace mlir::stablehlo

#endif // STABLEHLO_DIALECT_STABLEHLO_STABLEHLOTYPEINFERENCE_H
