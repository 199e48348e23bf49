// MLIR's generated VHLO parsers name the attribute's or type's TableGen
// record in their errors; the records carry StableHLO 1.20.0's names
// (VhloAttrs.td, VhloTypes.td, VhloEnums.td), so the errors are upstream's
// word for word (the schema's `record`; tests/codegen/test_records.py checks
// every name). tests/interop/test_vhlo_text.py gives each chunk to jaxlib too.
// RUN: stablehlo-opt %s --split-input-file --verify-diagnostics

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse VHLO_BooleanAttrV1 parameter 'value' which is to be a `bool`}}
func.func private @bool() attributes {a = #vhlo.bool_v1<3>}

// -----

// expected-error @+2 {{expected non-function type}}
// expected-error @+1 {{failed to parse VHLO_TypeAttrV1 parameter 'value' which is to be a `::mlir::Type`}}
func.func private @type() attributes {a = #vhlo.type_v1<3>}

// -----

// string_v1 reads its string with a parser of its own: no record is named.
// expected-error @+1 {{expected string}}
func.func private @string() attributes {a = #vhlo.string_v1<3>}

// -----

// expected-error @+3 {{expected non-function type}}
// expected-error @+2 {{failed to parse VHLO_UnrankedTensorV1 parameter 'elementType' which is to be a `::mlir::Type`}}
// expected-error @+1 {{unknown vhlo type: }}
func.func private @unranked(!vhlo.unranked_tensor_v1<3>)

// -----

// expected-error @+2 {{expected ::mlir::vhlo::ComparisonDirectionV1 to be one of: EQ, NE, GE, GT, LE, LT}}
// expected-error @+1 {{failed to parse VHLO_ComparisonDirectionAttrV1 parameter 'value' which is to be a `::mlir::vhlo::ComparisonDirectionV1`}}
func.func private @comparison_direction() attributes {a = #vhlo<comparison_direction_v1 XX>}

// -----

// expected-error @+2 {{expected valid keyword or string}}
// expected-error @+1 {{failed to parse VHLO_ComparisonTypeAttrV1 parameter 'value' which is to be a `::mlir::vhlo::ComparisonTypeV1`}}
func.func private @comparison_type() attributes {a = #vhlo<comparison_type_v1 3>}

// -----

// expected-error @+2 {{expected ::mlir::vhlo::CustomCallApiVersionV1 to be one of: API_VERSION_UNSPECIFIED, API_VERSION_ORIGINAL, API_VERSION_STATUS_RETURNING, API_VERSION_STATUS_RETURNING_UNIFIED, API_VERSION_TYPED_FFI}}
// expected-error @+1 {{failed to parse VHLO_CustomCallApiVersionAttrV1 parameter 'value' which is to be a `::mlir::vhlo::CustomCallApiVersionV1`}}
func.func private @api_version() attributes {a = #vhlo<api_version_v1 XX>}

// -----

// expected-error @+2 {{expected ::mlir::vhlo::FftTypeV1 to be one of: FFT, IFFT, RFFT, IRFFT}}
// expected-error @+1 {{failed to parse VHLO_FftTypeAttrV1 parameter 'value' which is to be a `::mlir::vhlo::FftTypeV1`}}
func.func private @fft_type() attributes {a = #vhlo<fft_type_v1 XX>}

// -----

// expected-error @+2 {{expected ::mlir::vhlo::PrecisionV1 to be one of: DEFAULT, HIGH, HIGHEST}}
// expected-error @+1 {{failed to parse VHLO_PrecisionAttrV1 parameter 'value' which is to be a `::mlir::vhlo::PrecisionV1`}}
func.func private @precision() attributes {a = #vhlo<precision_v1 XX>}

// -----

// expected-error @+2 {{expected ::mlir::vhlo::RngAlgorithmV1 to be one of: DEFAULT, THREE_FRY, PHILOX}}
// expected-error @+1 {{failed to parse VHLO_RngAlgorithmAttrV1 parameter 'value' which is to be a `::mlir::vhlo::RngAlgorithmV1`}}
func.func private @rng_algorithm() attributes {a = #vhlo<rng_algorithm_v1 XX>}

// -----

// expected-error @+2 {{expected ::mlir::vhlo::RngDistributionV1 to be one of: UNIFORM, NORMAL}}
// expected-error @+1 {{failed to parse VHLO_RngDistributionAttrV1 parameter 'value' which is to be a `::mlir::vhlo::RngDistributionV1`}}
func.func private @rng_distribution() attributes {a = #vhlo<rng_distribution_v1 XX>}

// -----

// expected-error @+2 {{expected ::mlir::vhlo::TransposeV1 to be one of: TRANSPOSE_INVALID, NO_TRANSPOSE, TRANSPOSE, ADJOINT}}
// expected-error @+1 {{failed to parse VHLO_TransposeAttrV1 parameter 'value' which is to be a `::mlir::vhlo::TransposeV1`}}
func.func private @transpose() attributes {a = #vhlo<transpose_v1 XX>}

// -----

// expected-error @+2 {{expected ::mlir::vhlo::ResultAccuracyModeV1 to be one of: DEFAULT, HIGHEST, TOLERANCE}}
// expected-error @+1 {{failed to parse VHLO_ResultAccuracyModeV1Attr parameter 'value' which is to be a `::mlir::vhlo::ResultAccuracyModeV1`}}
func.func private @result_accuracy_mode() attributes {a = #vhlo<result_accuracy_mode_v1 XX>}
