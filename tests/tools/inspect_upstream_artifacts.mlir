// stablehlo-translate --inspect on every artifact of upstream StableHLO
// (tests/data/upstream-artifacts): the version named by the file name, and a
// report consistent with the bytes and the schema (Inputs/check_inspect.py:
// header, sections, names, features no newer than the version, the minimum
// version set by the newest feature). Each stablehlo_legalize_to_vhlo file
// uses every op of its release, so the lowest release that reads it is the
// release itself, except where the release changed nothing an artifact
// holds (schema/versions.yaml: 0.13.0, 1.0.0 and 1.11.0 read as their
// predecessors with a change). They were written with --strip-debuginfo.
// RUN: rm -rf %t && mkdir -p %t
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_9_0.mlir.bc > %t/1_13_8.0_9_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.0_9_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_9_0.mlir.bc 0.9.0 %repo --minimum 0.9.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_10_0.mlir.bc > %t/1_13_8.0_10_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.0_10_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_10_0.mlir.bc 0.10.0 %repo --minimum 0.10.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_11_0.mlir.bc > %t/1_13_8.0_11_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.0_11_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_11_0.mlir.bc 0.11.0 %repo --minimum 0.11.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_12_0.mlir.bc > %t/1_13_8.0_12_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.0_12_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_12_0.mlir.bc 0.12.0 %repo --minimum 0.12.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_13_0.mlir.bc > %t/1_13_8.0_13_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.0_13_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_13_0.mlir.bc 0.13.0 %repo --minimum 0.12.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_14_0.mlir.bc > %t/1_13_8.0_14_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.0_14_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_14_0.mlir.bc 0.14.0 %repo --minimum 0.14.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_15_0.mlir.bc > %t/1_13_8.0_15_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.0_15_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_15_0.mlir.bc 0.15.0 %repo --minimum 0.15.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_16_0.mlir.bc > %t/1_13_8.0_16_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.0_16_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_16_0.mlir.bc 0.16.0 %repo --minimum 0.16.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_17_0.mlir.bc > %t/1_13_8.0_17_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.0_17_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_17_0.mlir.bc 0.17.0 %repo --minimum 0.17.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_18_0.mlir.bc > %t/1_13_8.0_18_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.0_18_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_18_0.mlir.bc 0.18.0 %repo --minimum 0.18.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_19_0.mlir.bc > %t/1_13_8.0_19_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.0_19_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_19_0.mlir.bc 0.19.0 %repo --minimum 0.19.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_20_0.mlir.bc > %t/1_13_8.0_20_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.0_20_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.0_20_0.mlir.bc 0.20.0 %repo --minimum 0.20.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_0_0.mlir.bc > %t/1_13_8.1_0_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.1_0_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_0_0.mlir.bc 1.0.0 %repo --minimum 0.20.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_1_0.mlir.bc > %t/1_13_8.1_1_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.1_1_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_1_0.mlir.bc 1.1.0 %repo --minimum 1.1.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_2_0.mlir.bc > %t/1_13_8.1_2_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.1_2_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_2_0.mlir.bc 1.2.0 %repo --minimum 1.2.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_3_0.mlir.bc > %t/1_13_8.1_3_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.1_3_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_3_0.mlir.bc 1.3.0 %repo --minimum 1.3.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_4_0.mlir.bc > %t/1_13_8.1_4_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.1_4_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_4_0.mlir.bc 1.4.0 %repo --minimum 1.4.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_5_0.mlir.bc > %t/1_13_8.1_5_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.1_5_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_5_0.mlir.bc 1.5.0 %repo --minimum 1.5.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_6_0.mlir.bc > %t/1_13_8.1_6_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.1_6_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_6_0.mlir.bc 1.6.0 %repo --minimum 1.6.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_7_0.mlir.bc > %t/1_13_8.1_7_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.1_7_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_7_0.mlir.bc 1.7.0 %repo --minimum 1.7.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_8_0.mlir.bc > %t/1_13_8.1_8_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.1_8_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_8_0.mlir.bc 1.8.0 %repo --minimum 1.8.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_9_0.mlir.bc > %t/1_13_8.1_9_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.1_9_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_9_0.mlir.bc 1.9.0 %repo --minimum 1.9.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_10_0.mlir.bc > %t/1_13_8.1_10_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.1_10_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_10_0.mlir.bc 1.10.0 %repo --minimum 1.10.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_11_0.mlir.bc > %t/1_13_8.1_11_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.1_11_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_11_0.mlir.bc 1.11.0 %repo --minimum 1.10.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_12_0.mlir.bc > %t/1_13_8.1_12_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.1_12_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_12_0.mlir.bc 1.12.0 %repo --minimum 1.12.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_13_0.mlir.bc > %t/1_13_8.1_13_0.json && %python %S/Inputs/check_inspect.py %t/1_13_8.1_13_0.json %artifacts/stablehlo-1.13.8/stablehlo_legalize_to_vhlo.1_13_0.mlir.bc 1.13.0 %repo --minimum 1.13.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_9_0.mlir.bc > %t/1_20_0.0_9_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.0_9_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_9_0.mlir.bc 0.9.0 %repo --minimum 0.9.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_10_0.mlir.bc > %t/1_20_0.0_10_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.0_10_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_10_0.mlir.bc 0.10.0 %repo --minimum 0.10.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_11_0.mlir.bc > %t/1_20_0.0_11_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.0_11_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_11_0.mlir.bc 0.11.0 %repo --minimum 0.11.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_12_0.mlir.bc > %t/1_20_0.0_12_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.0_12_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_12_0.mlir.bc 0.12.0 %repo --minimum 0.12.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_13_0.mlir.bc > %t/1_20_0.0_13_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.0_13_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_13_0.mlir.bc 0.13.0 %repo --minimum 0.12.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_14_0.mlir.bc > %t/1_20_0.0_14_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.0_14_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_14_0.mlir.bc 0.14.0 %repo --minimum 0.14.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_15_0.mlir.bc > %t/1_20_0.0_15_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.0_15_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_15_0.mlir.bc 0.15.0 %repo --minimum 0.15.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_16_0.mlir.bc > %t/1_20_0.0_16_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.0_16_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_16_0.mlir.bc 0.16.0 %repo --minimum 0.16.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_17_0.mlir.bc > %t/1_20_0.0_17_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.0_17_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_17_0.mlir.bc 0.17.0 %repo --minimum 0.17.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_18_0.mlir.bc > %t/1_20_0.0_18_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.0_18_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_18_0.mlir.bc 0.18.0 %repo --minimum 0.18.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_19_0.mlir.bc > %t/1_20_0.0_19_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.0_19_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_19_0.mlir.bc 0.19.0 %repo --minimum 0.19.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_20_0.mlir.bc > %t/1_20_0.0_20_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.0_20_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.0_20_0.mlir.bc 0.20.0 %repo --minimum 0.20.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_0_0.mlir.bc > %t/1_20_0.1_0_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_0_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_0_0.mlir.bc 1.0.0 %repo --minimum 0.20.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_1_0.mlir.bc > %t/1_20_0.1_1_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_1_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_1_0.mlir.bc 1.1.0 %repo --minimum 1.1.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_2_0.mlir.bc > %t/1_20_0.1_2_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_2_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_2_0.mlir.bc 1.2.0 %repo --minimum 1.2.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_3_0.mlir.bc > %t/1_20_0.1_3_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_3_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_3_0.mlir.bc 1.3.0 %repo --minimum 1.3.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_4_0.mlir.bc > %t/1_20_0.1_4_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_4_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_4_0.mlir.bc 1.4.0 %repo --minimum 1.4.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_5_0.mlir.bc > %t/1_20_0.1_5_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_5_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_5_0.mlir.bc 1.5.0 %repo --minimum 1.5.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_6_0.mlir.bc > %t/1_20_0.1_6_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_6_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_6_0.mlir.bc 1.6.0 %repo --minimum 1.6.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_7_0.mlir.bc > %t/1_20_0.1_7_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_7_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_7_0.mlir.bc 1.7.0 %repo --minimum 1.7.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_8_0.mlir.bc > %t/1_20_0.1_8_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_8_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_8_0.mlir.bc 1.8.0 %repo --minimum 1.8.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_9_0.mlir.bc > %t/1_20_0.1_9_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_9_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_9_0.mlir.bc 1.9.0 %repo --minimum 1.9.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_10_0.mlir.bc > %t/1_20_0.1_10_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_10_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_10_0.mlir.bc 1.10.0 %repo --minimum 1.10.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_11_0.mlir.bc > %t/1_20_0.1_11_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_11_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_11_0.mlir.bc 1.11.0 %repo --minimum 1.10.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_12_0.mlir.bc > %t/1_20_0.1_12_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_12_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_12_0.mlir.bc 1.12.0 %repo --minimum 1.12.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_13_0.mlir.bc > %t/1_20_0.1_13_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_13_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_13_0.mlir.bc 1.13.0 %repo --minimum 1.13.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_14_0.mlir.bc > %t/1_20_0.1_14_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_14_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_14_0.mlir.bc 1.14.0 %repo --minimum 1.14.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_15_0.mlir.bc > %t/1_20_0.1_15_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_15_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_15_0.mlir.bc 1.15.0 %repo --minimum 1.15.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_16_0.mlir.bc > %t/1_20_0.1_16_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_16_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_16_0.mlir.bc 1.16.0 %repo --minimum 1.16.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_18_0.mlir.bc > %t/1_20_0.1_18_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_18_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_18_0.mlir.bc 1.18.0 %repo --minimum 1.18.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_19_0.mlir.bc > %t/1_20_0.1_19_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_19_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_19_0.mlir.bc 1.19.0 %repo --minimum 1.19.0 --debug-locations no
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_20_0.mlir.bc > %t/1_20_0.1_20_0.json && %python %S/Inputs/check_inspect.py %t/1_20_0.1_20_0.json %artifacts/stablehlo-1.20.0/stablehlo_legalize_to_vhlo.1_20_0.mlir.bc 1.20.0 %repo --minimum 1.20.0 --debug-locations no

// vhlo_emit_version_api: an add in a function, with its locations; at 1.1.0
// it holds nothing newer than 0.9.0 but its bytecode format (6, 0.15.0).
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/vhlo_emit_version_api.1_1_0.mlir.bc > %t/emit.json && %python %S/Inputs/check_inspect.py %t/emit.json %artifacts/stablehlo-1.20.0/vhlo_emit_version_api.1_1_0.mlir.bc 1.1.0 %repo --minimum 0.15.0 --debug-locations yes
// RUN: FileCheck %s --check-prefix=EMIT < %t/emit.json
// RUN: stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/vhlo_emit_version_api.1_1_0.mlir.bc | FileCheck %s --check-prefix=EMIT
// EMIT:      "features": [
// EMIT-NEXT:   {
// EMIT-NEXT:     "count": 1,
// EMIT-NEXT:     "kind": "bytecode",
// EMIT-NEXT:     "name": "MLIR bytecode version 6",
// EMIT-NEXT:     "since": "0.15.0",
// EMIT-NEXT:     "what": "the format of the artifact's bytecode"
// EMIT-NEXT:   }
// EMIT-NEXT: ],
// EMIT:      "ops": {
// EMIT-NEXT:   "vhlo.add_v1": 1,
// EMIT-NEXT:   "vhlo.func_v1": 1,
// EMIT-NEXT:   "vhlo.return_v1": 1
// EMIT-NEXT: },

// A few releases in full: what sets the minimum.
// RUN: FileCheck %s --check-prefix=V1_4 < %t/1_20_0.1_4_0.json
// V1_4:      "minimum_version": {
// V1_4-NEXT:   "feature": "vhlo.tan_v1",
// V1_4-NEXT:   "kind": "op",
// V1_4-NEXT:   "version": "1.4.0"
// RUN: FileCheck %s --check-prefix=V0_9 < %t/1_20_0.0_9_0.json
// V0_9:      "features": [],
// V0_9:      "minimum_version": {
// V0_9-NEXT:   "feature": null,
// V0_9-NEXT:   "kind": null,
// V0_9-NEXT:   "version": "0.9.0"
// RUN: FileCheck %s --check-prefix=V1_0 < %t/1_13_8.1_0_0.json
// V1_0:      "minimum_version": {
// V1_0-NEXT:   "feature": "vhlo.dynamic_conv_v2",
// V1_0-NEXT:   "kind": "op",
// V1_0-NEXT:   "version": "0.20.0"
// RUN: FileCheck %s --check-prefix=V0_17 < %t/1_20_0.0_17_0.json
// V0_17:      "kind": "gate",
// V0_17-NEXT: "name": "reduce_promotion",
// V0_17-NEXT: "since": "0.17.0",

// The future artifact (StableHLO 2.0.0, an op vhlo.constant_v99) is refused
// with the deserializer's error, and nothing is printed.
// RUN: not stablehlo-translate --inspect %artifacts/stablehlo-1.20.0/invalid_vhlo_future.mlir.bc -o %t/future.json 2>&1 | FileCheck %s --check-prefix=FUTURE -DCURRENT=%current_version
// RUN: not test -e %t/future.json
// RUN: not stablehlo-translate --inspect %artifacts/stablehlo-1.13.8/invalid_vhlo_future.mlir.bc 2>&1 | FileCheck %s --check-prefix=FUTURE -DCURRENT=%current_version
// FUTURE: error: unregistered operation 'vhlo.constant_v99'
// FUTURE: error: failed to deserialize portable artifact using StableHLO_v[[CURRENT]]: the artifact was produced by StableHLO_v2.0.0, which is newer than this reader
