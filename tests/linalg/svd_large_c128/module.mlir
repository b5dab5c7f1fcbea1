module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<30x30xcomplex<f64>>, %arg1: tensor<45x32xcomplex<f64>>, %arg2: tensor<40x28xcomplex<f64>>) -> (tensor<30x30xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<30xf64> {jax.result_info = "result[1]"}, tensor<30x30xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<45x32xcomplex<f64>> {jax.result_info = "result[3]"}, tensor<32xf64> {jax.result_info = "result[4]"}, tensor<32x32xcomplex<f64>> {jax.result_info = "result[5]"}, tensor<28xf64> {jax.result_info = "result[6]"}) {
    %0:3 = call @svd(%arg0) : (tensor<30x30xcomplex<f64>>) -> (tensor<30x30xcomplex<f64>>, tensor<30xf64>, tensor<30x30xcomplex<f64>>)
    %1:3 = call @svd_0(%arg1) : (tensor<45x32xcomplex<f64>>) -> (tensor<45x32xcomplex<f64>>, tensor<32xf64>, tensor<32x32xcomplex<f64>>)
    %2 = call @svd_1(%arg2) : (tensor<40x28xcomplex<f64>>) -> tensor<28xf64>
    return %0#0, %0#1, %0#2, %1#0, %1#1, %1#2, %2 : tensor<30x30xcomplex<f64>>, tensor<30xf64>, tensor<30x30xcomplex<f64>>, tensor<45x32xcomplex<f64>>, tensor<32xf64>, tensor<32x32xcomplex<f64>>, tensor<28xf64>
  }
  func.func private @svd(%arg0: tensor<30x30xcomplex<f64>>) -> (tensor<30x30xcomplex<f64>>, tensor<30xf64>, tensor<30x30xcomplex<f64>>) {
    %0:5 = stablehlo.custom_call @lapack_zgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 65 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=30, j=30, k=30, l=30, m=30, n=30, o=30, p=30, q=30}, custom>} : (tensor<30x30xcomplex<f64>>) -> (tensor<30x30xcomplex<f64>>, tensor<30xf64>, tensor<30x30xcomplex<f64>>, tensor<30x30xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<30xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<30xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<30xi1>, tensor<30xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<30x30xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<30x30xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<30x30xi1>, tensor<30x30xcomplex<f64>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<30x30xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<30x30xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<30x30xi1>, tensor<30x30xcomplex<f64>>
    return %10, %6, %14 : tensor<30x30xcomplex<f64>>, tensor<30xf64>, tensor<30x30xcomplex<f64>>
  }
  func.func private @svd_0(%arg0: tensor<45x32xcomplex<f64>>) -> (tensor<45x32xcomplex<f64>>, tensor<32xf64>, tensor<32x32xcomplex<f64>>) {
    %0:5 = stablehlo.custom_call @lapack_zgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=45, j=32, k=45, l=32, m=32, n=45, o=32, p=32, q=32}, custom>} : (tensor<45x32xcomplex<f64>>) -> (tensor<45x32xcomplex<f64>>, tensor<32xf64>, tensor<45x32xcomplex<f64>>, tensor<32x32xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<32xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<32xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<32xi1>, tensor<32xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<45x32xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<45x32xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<45x32xi1>, tensor<45x32xcomplex<f64>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<32x32xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<32x32xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<32x32xi1>, tensor<32x32xcomplex<f64>>
    return %10, %6, %14 : tensor<45x32xcomplex<f64>>, tensor<32xf64>, tensor<32x32xcomplex<f64>>
  }
  func.func private @svd_1(%arg0: tensor<40x28xcomplex<f64>>) -> tensor<28xf64> {
    %0:5 = stablehlo.custom_call @lapack_zgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=40, j=28, k=40, l=28, m=28, n=40, o=40, p=28, q=28}, custom>} : (tensor<40x28xcomplex<f64>>) -> (tensor<40x28xcomplex<f64>>, tensor<28xf64>, tensor<40x40xcomplex<f64>>, tensor<28x28xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<28xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<28xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<28xi1>, tensor<28xf64>
    return %6 : tensor<28xf64>
  }
}
