module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xcomplex<f64>>, %arg1: tensor<5x2xcomplex<f64>>) -> (tensor<3x2xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<2xf64> {jax.result_info = "result[1]"}, tensor<i64> {jax.result_info = "result[2]"}, tensor<3xf64> {jax.result_info = "result[3]"}) {
    %0:4 = call @_lstsq(%arg0, %arg1) : (tensor<5x3xcomplex<f64>>, tensor<5x2xcomplex<f64>>) -> (tensor<3x2xcomplex<f64>>, tensor<2xf64>, tensor<i64>, tensor<3xf64>)
    return %0#0, %0#1, %0#2, %0#3 : tensor<3x2xcomplex<f64>>, tensor<2xf64>, tensor<i64>, tensor<3xf64>
  }
  func.func private @_lstsq(%arg0: tensor<5x3xcomplex<f64>>, %arg1: tensor<5x2xcomplex<f64>>) -> (tensor<3x2xcomplex<f64>>, tensor<2xf64>, tensor<i64>, tensor<3xf64>) {
    %0:3 = call @svd(%arg0) : (tensor<5x3xcomplex<f64>>) -> (tensor<5x3xcomplex<f64>>, tensor<3xf64>, tensor<3x3xcomplex<f64>>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %2 = stablehlo.compare GT, %0#1, %1, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %3 = stablehlo.slice %0#1 [0:1] : (tensor<3xf64>) -> tensor<1xf64>
    %4 = stablehlo.reshape %3 : (tensor<1xf64>) -> tensor<f64>
    %cst_0 = stablehlo.constant dense<1.1102230246251565E-15> : tensor<f64>
    %5 = stablehlo.multiply %cst_0, %4 : tensor<f64>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %7 = stablehlo.compare GE, %0#1, %6, FLOAT : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xi1>
    %8 = stablehlo.and %2, %7 : tensor<3xi1>
    %9 = stablehlo.convert %8 : (tensor<3xi1>) -> tensor<3xi32>
    %10 = stablehlo.convert %9 : (tensor<3xi32>) -> tensor<3xi64>
    %c = stablehlo.constant dense<0> : tensor<i64>
    %11 = stablehlo.reduce(%10 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<3xi64>, tensor<i64>) -> tensor<i64>
    %c_1 = stablehlo.constant dense<1> : tensor<i64>
    %12 = call @_where(%8, %0#1, %c_1) : (tensor<3xi1>, tensor<3xf64>, tensor<i64>) -> tensor<3xf64>
    %13 = stablehlo.convert %12 : (tensor<3xf64>) -> tensor<3xcomplex<f64>>
    %cst_2 = stablehlo.constant dense<(1.000000e+00,0.000000e+00)> : tensor<complex<f64>>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %15 = stablehlo.divide %14, %13 : tensor<3xcomplex<f64>>
    %c_3 = stablehlo.constant dense<0> : tensor<i64>
    %16 = call @_where_0(%8, %15, %c_3) : (tensor<3xi1>, tensor<3xcomplex<f64>>, tensor<i64>) -> tensor<3xcomplex<f64>>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<3xcomplex<f64>>) -> tensor<3x1xcomplex<f64>>
    %18 = stablehlo.real %0#0 : (tensor<5x3xcomplex<f64>>) -> tensor<5x3xf64>
    %19 = stablehlo.imag %0#0 : (tensor<5x3xcomplex<f64>>) -> tensor<5x3xf64>
    %20 = stablehlo.negate %19 : tensor<5x3xf64>
    %21 = stablehlo.complex %18, %20 : tensor<5x3xcomplex<f64>>
    %22 = stablehlo.transpose %21, dims = [1, 0] : (tensor<5x3xcomplex<f64>>) -> tensor<3x5xcomplex<f64>>
    %23 = stablehlo.dot_general %22, %arg1, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x5xcomplex<f64>>, tensor<5x2xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
    %24 = stablehlo.real %0#2 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %25 = stablehlo.imag %0#2 : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xf64>
    %26 = stablehlo.negate %25 : tensor<3x3xf64>
    %27 = stablehlo.complex %24, %26 : tensor<3x3xcomplex<f64>>
    %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<3x3xcomplex<f64>>) -> tensor<3x3xcomplex<f64>>
    %29 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<3x1xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
    %30 = stablehlo.multiply %29, %23 : tensor<3x2xcomplex<f64>>
    %31 = stablehlo.dot_general %28, %30, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<3x3xcomplex<f64>>, tensor<3x2xcomplex<f64>>) -> tensor<3x2xcomplex<f64>>
    %32 = stablehlo.dot_general %arg0, %31, contracting_dims = [1] x [0], precision = [HIGHEST, HIGHEST] : (tensor<5x3xcomplex<f64>>, tensor<3x2xcomplex<f64>>) -> tensor<5x2xcomplex<f64>>
    %33 = stablehlo.subtract %arg1, %32 : tensor<5x2xcomplex<f64>>
    %34 = call @norm(%33) : (tensor<5x2xcomplex<f64>>) -> tensor<2xf64>
    %35 = stablehlo.multiply %34, %34 : tensor<2xf64>
    return %31, %35, %11, %0#1 : tensor<3x2xcomplex<f64>>, tensor<2xf64>, tensor<i64>, tensor<3xf64>
  }
  func.func private @svd(%arg0: tensor<5x3xcomplex<f64>>) -> (tensor<5x3xcomplex<f64>>, tensor<3xf64>, tensor<3x3xcomplex<f64>>) {
    %0:5 = stablehlo.custom_call @lapack_zgesdd_ffi(%arg0) {backend_config = "", mhlo.backend_config = {mode = 83 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n, o], [p, q], []) {i=5, j=3, k=5, l=3, m=3, n=5, o=3, p=3, q=3}, custom>} : (tensor<5x3xcomplex<f64>>) -> (tensor<5x3xcomplex<f64>>, tensor<3xf64>, tensor<5x3xcomplex<f64>>, tensor<3x3xcomplex<f64>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#4, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<0x7FF8000000000000> : tensor<f64>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<3xi1>
    %6 = stablehlo.select %5, %0#1, %4 : tensor<3xi1>, tensor<3xf64>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f64>>) -> tensor<5x3xcomplex<f64>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x3xi1>
    %10 = stablehlo.select %9, %0#2, %8 : tensor<5x3xi1>, tensor<5x3xcomplex<f64>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FF8000000000000,0x7FF8000000000000)> : tensor<complex<f64>>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f64>>) -> tensor<3x3xcomplex<f64>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<3x3xi1>
    %14 = stablehlo.select %13, %0#3, %12 : tensor<3x3xi1>, tensor<3x3xcomplex<f64>>
    return %10, %6, %14 : tensor<5x3xcomplex<f64>>, tensor<3xf64>, tensor<3x3xcomplex<f64>>
  }
  func.func private @_where(%arg0: tensor<3xi1>, %arg1: tensor<3xf64>, %arg2: tensor<i64>) -> tensor<3xf64> {
    %0 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<f64>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f64>) -> tensor<3xf64>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3xi1>, tensor<3xf64>
    return %2 : tensor<3xf64>
  }
  func.func private @_where_0(%arg0: tensor<3xi1>, %arg1: tensor<3xcomplex<f64>>, %arg2: tensor<i64>) -> tensor<3xcomplex<f64>> {
    %0 = stablehlo.convert %arg2 : (tensor<i64>) -> tensor<complex<f64>>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<complex<f64>>) -> tensor<3xcomplex<f64>>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<3xi1>, tensor<3xcomplex<f64>>
    return %2 : tensor<3xcomplex<f64>>
  }
  func.func private @norm(%arg0: tensor<5x2xcomplex<f64>>) -> tensor<2xf64> {
    %0 = stablehlo.real %arg0 : (tensor<5x2xcomplex<f64>>) -> tensor<5x2xf64>
    %1 = stablehlo.imag %arg0 : (tensor<5x2xcomplex<f64>>) -> tensor<5x2xf64>
    %2 = stablehlo.negate %1 : tensor<5x2xf64>
    %3 = stablehlo.complex %0, %2 : tensor<5x2xcomplex<f64>>
    %4 = stablehlo.multiply %arg0, %3 : tensor<5x2xcomplex<f64>>
    %5 = stablehlo.real %4 : (tensor<5x2xcomplex<f64>>) -> tensor<5x2xf64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<5x2xf64>, tensor<f64>) -> tensor<2xf64>
    %7 = stablehlo.sqrt %6 : tensor<2xf64>
    return %7 : tensor<2xf64>
  }
}
