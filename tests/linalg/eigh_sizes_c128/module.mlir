module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x1xcomplex<f64>>, %arg1: tensor<2x2xcomplex<f64>>, %arg2: tensor<12x12xcomplex<f64>>, %arg3: tensor<3x7x7xcomplex<f64>>) -> (tensor<1xf64> {jax.result_info = "result[0]"}, tensor<1x1xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<2xf64> {jax.result_info = "result[2]"}, tensor<2x2xcomplex<f64>> {jax.result_info = "result[3]"}, tensor<12xf64> {jax.result_info = "result[4]"}, tensor<12x12xcomplex<f64>> {jax.result_info = "result[5]"}, tensor<3x7xf64> {jax.result_info = "result[6]"}, tensor<3x7x7xcomplex<f64>> {jax.result_info = "result[7]"}) {
    %0:2 = call @eigh(%arg0) : (tensor<1x1xcomplex<f64>>) -> (tensor<1xf64>, tensor<1x1xcomplex<f64>>)
    %1:2 = call @eigh_0(%arg1) : (tensor<2x2xcomplex<f64>>) -> (tensor<2xf64>, tensor<2x2xcomplex<f64>>)
    %2:2 = call @eigh_1(%arg2) : (tensor<12x12xcomplex<f64>>) -> (tensor<12xf64>, tensor<12x12xcomplex<f64>>)
    %3:2 = call @eigh_2(%arg3) : (tensor<3x7x7xcomplex<f64>>) -> (tensor<3x7xf64>, tensor<3x7x7xcomplex<f64>>)
    return %0#0, %0#1, %1#0, %1#1, %2#0, %2#1, %3#0, %3#1 : tensor<1xf64>, tensor<1x1xcomplex<f64>>, tensor<2xf64>, tensor<2x2xcomplex<f64>>, tensor<12xf64>, tensor<12x12xcomplex<f64>>, tensor<3x7xf64>, tensor<3x7x7xcomplex<f64>>
  }
  func.func private @eigh(%arg0: tensor<1x1xcomplex<f64>>) -> (tensor<1xf64>, tensor<1x1xcomplex<f64>>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1x1xcomplex<f64>>) -> tensor<1x1xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<1x1xcomplex<f64>>) -> tensor<1x1xf64>
    %2 = stablehlo.imag %0 : (tensor<1x1xcomplex<f64>>) -> tensor<1x1xf64>
    %3 = stablehlo.negate %2 : tensor<1x1xf64>
    %4 = stablehlo.complex %1, %3 : tensor<1x1xcomplex<f64>>
    %5 = stablehlo.add %arg0, %4 : tensor<1x1xcomplex<f64>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<1x1xcomplex<f64>>
    %7 = stablehlo.divide %5, %6 : tensor<1x1xcomplex<f64>>
    %8:3 = stablehlo.custom_call @lapack_zheevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=1, j=1, k=1, l=1, m=1}, custom>} : (tensor<1x1xcomplex<f64>>) -> (tensor<1x1xcomplex<f64>>, tensor<1xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<1x1xcomplex<f64>>
    %13 = stablehlo.select %11, %8#0, %12 : tensor<1x1xi1>, tensor<1x1xcomplex<f64>>
    %14 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<1xf64>
    %16 = stablehlo.select %14, %8#1, %15 : tensor<1xi1>, tensor<1xf64>
    return %16, %13 : tensor<1xf64>, tensor<1x1xcomplex<f64>>
  }
  func.func private @eigh_0(%arg0: tensor<2x2xcomplex<f64>>) -> (tensor<2xf64>, tensor<2x2xcomplex<f64>>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xf64>
    %2 = stablehlo.imag %0 : (tensor<2x2xcomplex<f64>>) -> tensor<2x2xf64>
    %3 = stablehlo.negate %2 : tensor<2x2xf64>
    %4 = stablehlo.complex %1, %3 : tensor<2x2xcomplex<f64>>
    %5 = stablehlo.add %arg0, %4 : tensor<2x2xcomplex<f64>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<2x2xcomplex<f64>>
    %7 = stablehlo.divide %5, %6 : tensor<2x2xcomplex<f64>>
    %8:3 = stablehlo.custom_call @lapack_zheevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=2, j=2, k=2, l=2, m=2}, custom>} : (tensor<2x2xcomplex<f64>>) -> (tensor<2x2xcomplex<f64>>, tensor<2xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<2x2xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<2x2xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<2x2xi1>, tensor<2x2xcomplex<f64>>
    %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<2xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<2xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<2xi1>, tensor<2xf64>
    return %18, %14 : tensor<2xf64>, tensor<2x2xcomplex<f64>>
  }
  func.func private @eigh_1(%arg0: tensor<12x12xcomplex<f64>>) -> (tensor<12xf64>, tensor<12x12xcomplex<f64>>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<12x12xcomplex<f64>>) -> tensor<12x12xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<12x12xcomplex<f64>>) -> tensor<12x12xf64>
    %2 = stablehlo.imag %0 : (tensor<12x12xcomplex<f64>>) -> tensor<12x12xf64>
    %3 = stablehlo.negate %2 : tensor<12x12xf64>
    %4 = stablehlo.complex %1, %3 : tensor<12x12xcomplex<f64>>
    %5 = stablehlo.add %arg0, %4 : tensor<12x12xcomplex<f64>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<12x12xcomplex<f64>>
    %7 = stablehlo.divide %5, %6 : tensor<12x12xcomplex<f64>>
    %8:3 = stablehlo.custom_call @lapack_zheevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=12, j=12, k=12, l=12, m=12}, custom>} : (tensor<12x12xcomplex<f64>>) -> (tensor<12x12xcomplex<f64>>, tensor<12xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<12x12xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<12x12xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<12x12xi1>, tensor<12x12xcomplex<f64>>
    %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<12xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<12xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<12xi1>, tensor<12xf64>
    return %18, %14 : tensor<12xf64>, tensor<12x12xcomplex<f64>>
  }
  func.func private @eigh_2(%arg0: tensor<3x7x7xcomplex<f64>>) -> (tensor<3x7xf64>, tensor<3x7x7xcomplex<f64>>) {
    %0 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<3x7x7xcomplex<f64>>) -> tensor<3x7x7xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<3x7x7xcomplex<f64>>) -> tensor<3x7x7xf64>
    %2 = stablehlo.imag %0 : (tensor<3x7x7xcomplex<f64>>) -> tensor<3x7x7xf64>
    %3 = stablehlo.negate %2 : tensor<3x7x7xf64>
    %4 = stablehlo.complex %1, %3 : tensor<3x7x7xcomplex<f64>>
    %5 = stablehlo.add %arg0, %4 : tensor<3x7x7xcomplex<f64>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<3x7x7xcomplex<f64>>
    %7 = stablehlo.divide %5, %6 : tensor<3x7x7xcomplex<f64>>
    %8:3 = stablehlo.custom_call @lapack_zheevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "1"}, operand_layouts = [dense<[1, 2, 0]> : tensor<3xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[1, 2, 0]> : tensor<3xindex>, dense<[1, 0]> : tensor<2xindex>, dense<0> : tensor<1xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j, k])->([i, l, m], [i, n], [i]) {i=3, j=7, k=7, l=7, m=7, n=7}, custom>} : (tensor<3x7x7xcomplex<f64>>) -> (tensor<3x7x7xcomplex<f64>>, tensor<3x7xf64>, tensor<3xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3xi32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<3xi1>) -> tensor<3x1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<3x7x7xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<3x1x1xi1>) -> tensor<3x7x7xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<3x7x7xi1>, tensor<3x7x7xcomplex<f64>>
    %15 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<3xi1>) -> tensor<3x1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<3x7xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<3x1xi1>) -> tensor<3x7xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<3x7xi1>, tensor<3x7xf64>
    return %18, %14 : tensor<3x7xf64>, tensor<3x7x7xcomplex<f64>>
  }
}
