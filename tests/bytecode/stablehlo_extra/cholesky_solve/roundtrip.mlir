module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x3xf32>, %arg1: tensor<3x2xf32>) -> (tensor<3x2xf64> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<4.000000e+00> : tensor<f64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x3xf32>) -> tensor<3x3xf32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0] : (tensor<3x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %2 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %3 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %4 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %5 = stablehlo.add %2, %4 : tensor<3x3xi64>
    %6 = stablehlo.compare EQ, %5, %3, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %7 = stablehlo.convert %6 : (tensor<3x3xi1>) -> tensor<3x3xf64>
    %8 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %9 = stablehlo.multiply %8, %7 : tensor<3x3xf64>
    %10 = stablehlo.convert %1 : (tensor<3x3xf32>) -> tensor<3x3xf64>
    %11 = stablehlo.add %10, %9 : tensor<3x3xf64>
    %12 = call @cholesky(%11) : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %13 = call @_solve_triangular(%12, %arg1) : (tensor<3x3xf64>, tensor<3x2xf32>) -> tensor<3x2xf64>
    return %13 : tensor<3x2xf64>
  }
  func.func private @cholesky(%arg0: tensor<3x3xf64>) -> tensor<3x3xf64> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<3x3xf64>) -> tensor<3x3xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<3x3xf64>
    %2 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %3 = stablehlo.divide %1, %2 : tensor<3x3xf64>
    %4:2 = stablehlo.custom_call @lapack_dpotrf_ffi(%3) {mhlo.backend_config = {uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j])->([k, l], []) {i=3, j=3, k=3, l=3}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>]} : (tensor<3x3xf64>) -> (tensor<3x3xf64>, tensor<i32>)
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#1, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<3x3xi1>, tensor<3x3xf64>
    %11 = stablehlo.iota dim = 0 : tensor<3x3xi64>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<3x3xi64>
    %13 = stablehlo.add %11, %12 : tensor<3x3xi64>
    %14 = stablehlo.iota dim = 1 : tensor<3x3xi64>
    %15 = stablehlo.compare GE, %13, %14, SIGNED : (tensor<3x3xi64>, tensor<3x3xi64>) -> tensor<3x3xi1>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x3xf64>
    %17 = stablehlo.select %15, %10, %16 : tensor<3x3xi1>, tensor<3x3xf64>
    return %17 : tensor<3x3xf64>
  }
  func.func private @_solve_triangular(%arg0: tensor<3x3xf64>, %arg1: tensor<3x2xf32>) -> tensor<3x2xf64> {
    %0 = stablehlo.convert %arg1 : (tensor<3x2xf32>) -> tensor<3x2xf64>
    %1 = stablehlo.custom_call @lapack_dtrsm_ffi(%arg0, %0) {mhlo.backend_config = {diag = 78 : ui8, side = 76 : ui8, trans_x = 78 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0", xla.sdy.sharding_rule = "#sdy.op_sharding_rule<([i, j], [k, l])->([m, n]) {i=3, j=3, k=3, l=2, m=3, n=2}, custom>"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 1, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>]} : (tensor<3x3xf64>, tensor<3x2xf64>) -> tensor<3x2xf64>
    return %1 : tensor<3x2xf64>
  }
}
