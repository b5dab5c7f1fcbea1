module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x6xcomplex<f64>>, %arg1: tensor<5x5xcomplex<f64>>) -> (tensor<6xf64> {jax.result_info = "result[0]"}, tensor<6x6xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<5x5xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<5xf64> {jax.result_info = "result[3]"}, tensor<5x5xcomplex<f64>> {jax.result_info = "result[4]"}, tensor<5xf64> {jax.result_info = "result[5]"}, tensor<4xf64> {jax.result_info = "result[6]"}, tensor<4xcomplex<f64>> {jax.result_info = "result[7]"}) {
    %0:2 = call @eigh(%arg0) : (tensor<6x6xcomplex<f64>>) -> (tensor<6xf64>, tensor<6x6xcomplex<f64>>)
    %1:3 = stablehlo.custom_call @lapack_zheevd_ffi(%arg1) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xcomplex<f64>>) -> (tensor<5x5xcomplex<f64>>, tensor<5xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#2, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %7 = stablehlo.select %6, %1#0, %5 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %11 = stablehlo.select %10, %1#1, %9 : tensor<5xi1>, tensor<5xf64>
    %12:5 = stablehlo.custom_call @lapack_zhetrd_ffi(%arg1) {backend_config = "", mhlo.backend_config = {uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=5, j=5, k=5, l=5, m=5, n=4, o=4}, custom>} : (tensor<5x5xcomplex<f64>>) -> (tensor<5x5xcomplex<f64>>, tensor<5xf64>, tensor<4xf64>, tensor<4xcomplex<f64>>, tensor<i32>)
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<i32>
    %14 = stablehlo.compare EQ, %12#4, %13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<5x5xcomplex<f64>>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %18 = stablehlo.select %17, %12#0, %16 : tensor<5x5xi1>, tensor<5x5xcomplex<f64>>
    %19 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f64>) -> tensor<5xf64>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %22 = stablehlo.select %21, %12#1, %20 : tensor<5xi1>, tensor<5xf64>
    %23 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f64>) -> tensor<4xf64>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %26 = stablehlo.select %25, %12#2, %24 : tensor<4xi1>, tensor<4xf64>
    %27 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<complex<f64>>) -> tensor<4xcomplex<f64>>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %30 = stablehlo.select %29, %12#3, %28 : tensor<4xi1>, tensor<4xcomplex<f64>>
    return %0#0, %0#1, %7, %11, %18, %22, %26, %30 : tensor<6xf64>, tensor<6x6xcomplex<f64>>, tensor<5x5xcomplex<f64>>, tensor<5xf64>, tensor<5x5xcomplex<f64>>, tensor<5xf64>, tensor<4xf64>, tensor<4xcomplex<f64>>
  }
  func.func private @eigh(%arg0: tensor<6x6xcomplex<f64>>) -> (tensor<6xf64>, tensor<6x6xcomplex<f64>>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<6x6xcomplex<f64>>) -> tensor<6x6xcomplex<f64>>
    %1 = stablehlo.real %0 : (tensor<6x6xcomplex<f64>>) -> tensor<6x6xf64>
    %2 = stablehlo.imag %0 : (tensor<6x6xcomplex<f64>>) -> tensor<6x6xf64>
    %3 = stablehlo.negate %2 : tensor<6x6xf64>
    %4 = stablehlo.complex %1, %3 : tensor<6x6xcomplex<f64>>
    %5 = stablehlo.add %arg0, %4 : tensor<6x6xcomplex<f64>>
    %cst = stablehlo.constant dense<(2.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<6x6xcomplex<f64>>
    %7 = stablehlo.divide %5, %6 : tensor<6x6xcomplex<f64>>
    %8:3 = stablehlo.custom_call @lapack_zheevd_ffi(%7) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=6, j=6, k=6, l=6, m=6}, custom>} : (tensor<6x6xcomplex<f64>>) -> (tensor<6x6xcomplex<f64>>, tensor<6xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %10 = stablehlo.compare EQ, %8#2, %9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<6x6xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<6x6xi1>
    %14 = stablehlo.select %13, %8#0, %12 : tensor<6x6xi1>, tensor<6x6xcomplex<f64>>
    %15 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f64>) -> tensor<6xf64>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<1xi1>) -> tensor<6xi1>
    %18 = stablehlo.select %17, %8#1, %16 : tensor<6xi1>, tensor<6xf64>
    return %18, %14 : tensor<6xf64>, tensor<6x6xcomplex<f64>>
  }
}
