module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1xf64>, %arg1: tensor<2x2xf64>, %arg2: tensor<12x12xf64>, %arg3: tensor<3x7x7xf64>) -> (tensor<1xf64> {jax.result_info = "result[0]"}, tensor<1x1xf64> {jax.result_info = "result[1]"}, tensor<2xf64> {jax.result_info = "result[2]"}, tensor<2x2xf64> {jax.result_info = "result[3]"}, tensor<12xf64> {jax.result_info = "result[4]"}, tensor<12x12xf64> {jax.result_info = "result[5]"}, tensor<3x7xf64> {jax.result_info = "result[6]"}, tensor<3x7x7xf64> {jax.result_info = "result[7]"}) {
    %0:2 = call @eigh(%arg0) : (tensor<1x1xf64>) -> (tensor<1xf64>, tensor<1x1xf64>)
    %1:2 = call @eigh_0(%arg1) : (tensor<2x2xf64>) -> (tensor<2xf64>, tensor<2x2xf64>)
    %2:2 = call @eigh_1(%arg2) : (tensor<12x12xf64>) -> (tensor<12xf64>, tensor<12x12xf64>)
    %3:2 = call @eigh_2(%arg3) : (tensor<3x7x7xf64>) -> (tensor<3x7xf64>, tensor<3x7x7xf64>)
    return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1, %3#0, %3#1 : tensor<1xf64>, tensor<1x1xf64>, tensor<2xf64>, tensor<2x2xf64>, tensor<12xf64>, tensor<12x12xf64>, tensor<3x7xf64>, tensor<3x7x7xf64>
  }
  func.func private @eigh(%arg0: tensor<1x1xf64>) -> (tensor<1xf64>, tensor<1x1xf64>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1x1xf64>) -> tensor<1x1xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<1x1xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<1x1xf64>
    %3 = stablehlo.divide %1, %2 : tensor<1x1xf64>
    %4:3 = stablehlo.custom_call @lapack_dsyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=1, j=1, k=1, l=1, m=1}, custom>} : (tensor<1x1xf64>) -> (tensor<1x1xf64>, tensor<1xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<1x1xf64>
    %9 = stablehlo.select %7, %4#0, %8 : tensor<1x1xi1>, tensor<1x1xf64>
    %10 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %12 = stablehlo.select %10, %4#1, %11 : tensor<1xi1>, tensor<1xf64>
    return %12, %9 : tensor<1xf64>, tensor<1x1xf64>
  }
  func.func private @eigh_0(%arg0: tensor<2x2xf64>) -> (tensor<2xf64>, tensor<2x2xf64>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x2xf64>) -> tensor<2x2xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<2x2xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %3 = stablehlo.divide %1, %2 : tensor<2x2xf64>
    %4:3 = stablehlo.custom_call @lapack_dsyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=2, j=2, k=2, l=2, m=2}, custom>} : (tensor<2x2xf64>) -> (tensor<2x2xf64>, tensor<2xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<2x2xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<2x2xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<2x2xi1>, tensor<2x2xf64>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<2xi1>, tensor<2xf64>
    return %14, %10 : tensor<2xf64>, tensor<2x2xf64>
  }
  func.func private @eigh_1(%arg0: tensor<12x12xf64>) -> (tensor<12xf64>, tensor<12x12xf64>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<12x12xf64>) -> tensor<12x12xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<12x12xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<12x12xf64>
    %3 = stablehlo.divide %1, %2 : tensor<12x12xf64>
    %4:3 = stablehlo.custom_call @lapack_dsyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=12, j=12, k=12, l=12, m=12}, custom>} : (tensor<12x12xf64>) -> (tensor<12x12xf64>, tensor<12xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<12x12xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<12x12xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<12x12xi1>, tensor<12x12xf64>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<12xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<12xi1>, tensor<12xf64>
    return %14, %10 : tensor<12xf64>, tensor<12x12xf64>
  }
  func.func private @eigh_2(%arg0: tensor<3x7x7xf64>) -> (tensor<3x7xf64>, tensor<3x7x7xf64>) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<3x7x7xf64>) -> tensor<3x7x7xf64>
    %1 = stablehlo.add %arg0, %0 : tensor<3x7x7xf64>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f64>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3x7x7xf64>
    %3 = stablehlo.divide %1, %2 : tensor<3x7x7xf64>
    %4:3 = stablehlo.custom_call @lapack_dsyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=3, j=7, k=7, l=7, m=7, n=7}, custom>} : (tensor<3x7x7xf64>) -> (tensor<3x7x7xf64>, tensor<3x7xf64>, tensor<3xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<3x7x7xf64>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<3x1x1xi1>) -> tensor<3x7x7xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<3x7x7xi1>, tensor<3x7x7xf64>
    %11 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<3xi1>) -> tensor<3x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3x7xf64>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<3x1xi1>) -> tensor<3x7xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<3x7xi1>, tensor<3x7xf64>
    return %14, %10 : tensor<3x7xf64>, tensor<3x7x7xf64>
  }
}
