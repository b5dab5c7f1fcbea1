// Every StableHLO/CHLO attribute kind of plain bytecode, for tests/plain.rs. plain_attrs.mlirbc
// is jaxlib 0.10.2's bytecode of this module: in a context from
// jax._src.interpreters.mlir.make_ir_context(), ir.Module.parse(text).operation.write_bytecode(f).
module @attrs {
  func.func public @main(%a: tensor<4x4xf32>, %b: tensor<4x4xf32>, %i: tensor<2x1xi32>, %t: !stablehlo.token, %c: tensor<4xcomplex<f32>>, %bd: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<4x4xf32> {
    %0 = stablehlo.dot_general %a, %b, batching_dims = [] x [], contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT], algorithm = <lhs_precision_type = bf16, rhs_precision_type = bf16, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 6, allow_imprecise_accumulation = false> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.fft %c, type = IFFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
    %2 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, rtol = 0.5, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4x4xf32>
    %3 = "stablehlo.triangular_solve"(%a, %b) <{left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose ADJOINT>}> : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %s = stablehlo.constant dense<[2]> : tensor<1xi64>
    %z = stablehlo.constant dense<0.0> : tensor<f32>
    %o = stablehlo.constant dense<1.0> : tensor<f32>
    %4 = stablehlo.rng %z, %o, %s, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<1xi64>) -> tensor<2xf32>
    %5 = "stablehlo.gather"(%a, %i) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = true, slice_sizes = array<i64: 1, 4>}> : (tensor<4x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
    %6 = stablehlo.convolution(%a, %b) dim_numbers = [b, f]x[o, i]->[b, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    %7 = "stablehlo.all_reduce"(%a) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 2>, replica_groups = dense<[[0]]> : tensor<1x1xi64>}> ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %r = stablehlo.add %x, %y : tensor<f32>
      stablehlo.return %r : tensor<f32>
    }) : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %8 = stablehlo.after_all %t : !stablehlo.token
    %9 = stablehlo.compare EQ, %a, %b, TOTALORDER : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %10 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>, compare_type = #chlo<comparison_type FLOAT>} : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xi1>
    %11:2 = chlo.scan(%a) inits(%z) dimension = 0 {
    ^bb0(%p: tensor<4xf32>, %q: tensor<f32>):
      stablehlo.return %p, %q : tensor<4xf32>, tensor<f32>
    } : (tensor<4x4xf32>, tensor<f32>) -> (tensor<4x4xf32>, tensor<f32>)
    %12 = stablehlo.constant dense<[true, false, true, true, false, false, false, true, true]> : tensor<9xi1>
    %13:2 = stablehlo.rng_bit_generator %s, algorithm = PHILOX : (tensor<1xi64>) -> (tensor<1xi64>, tensor<2xui32>)
    %14 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [HIGH, HIGHEST] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}
