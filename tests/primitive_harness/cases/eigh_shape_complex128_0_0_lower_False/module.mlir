module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<0x0xcomplex<f64>>) -> (tensor<0x0xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<0xf64> {jax.result_info = "result[1]"}) {
    %0 = call @triu(%arg0) : (tensor<0x0xcomplex<f64>>) -> tensor<0x0xcomplex<f64>>
    %1:3 = stablehlo.custom_call @lapack_zheevd_ffi(%0) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=0, j=0, k=0, l=0, m=0}, custom>} : (tensor<0x0xcomplex<f64>>) -> (tensor<0x0xcomplex<f64>>, tensor<0xf64>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#2, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<0x0xcomplex<f64>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<0x0xi1>
    %7 = stablehlo.select %6, %1#0, %5 : tensor<0x0xi1>, tensor<0x0xcomplex<f64>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f64>) -> tensor<0xf64>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xi1>) -> tensor<0xi1>
    %11 = stablehlo.select %10, %1#1, %9 : tensor<0xi1>, tensor<0xf64>
    %cst_1 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<1x0xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x0xcomplex<f64>>) -> tensor<0x0xcomplex<f64>>
    %14 = stablehlo.multiply %7, %13 : tensor<0x0xcomplex<f64>>
    return %14, %11 : tensor<0x0xcomplex<f64>>, tensor<0xf64>
  }
  func.func private @triu(%arg0: tensor<0x0xcomplex<f64>>) -> tensor<0x0xcomplex<f64>> {
    %0 = stablehlo.iota dim = 0 : tensor<0x0xi64>
    %c = stablehlo.constant dense<-1> : tensor<i64>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i64>) -> tensor<0x0xi64>
    %2 = stablehlo.add %0, %1 : tensor<0x0xi64>
    %3 = stablehlo.iota dim = 1 : tensor<0x0xi64>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<0x0xi64>, tensor<0x0xi64>) -> tensor<0x0xi1>
    %cst = stablehlo.constant dense<(0.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f64>>) -> tensor<0x0xcomplex<f64>>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<0x0xi1>, tensor<0x0xcomplex<f64>>
    return %6 : tensor<0x0xcomplex<f64>>
  }
}
