module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<0x0xf32>) -> (tensor<4xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<4x4xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<4x4xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<0xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<0x0xcomplex<f32>> {jax.result_info = "result[4]"}) {
    %0:5 = stablehlo.custom_call @lapack_sgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4, p=4}, custom>} : (tensor<4x4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<i32>)
    %1 = stablehlo.complex %0#0, %0#1 : tensor<4xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %0#4, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %7 = stablehlo.select %6, %1, %5 : tensor<4xi1>, tensor<4xcomplex<f32>>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %11 = stablehlo.select %10, %0#2, %9 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    %12 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %15 = stablehlo.select %14, %0#3, %13 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    %16:5 = stablehlo.custom_call @lapack_sgeev_ffi(%arg1) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l], [m, n], [o, p], []) {i=0, j=0, k=0, l=0, m=0, n=0, o=0, p=0}, custom>} : (tensor<0x0xf32>) -> (tensor<0xf32>, tensor<0xf32>, tensor<0x0xcomplex<f32>>, tensor<0x0xcomplex<f32>>, tensor<i32>)
    %17 = stablehlo.complex %16#0, %16#1 : tensor<0xcomplex<f32>>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<i32>
    %19 = stablehlo.compare EQ, %16#4, %18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<0xcomplex<f32>>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<1xi1>) -> tensor<0xi1>
    %23 = stablehlo.select %22, %17, %21 : tensor<0xi1>, tensor<0xcomplex<f32>>
    %24 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_4 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f32>>) -> tensor<0x0xcomplex<f32>>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<0x0xi1>
    %27 = stablehlo.select %26, %16#2, %25 : tensor<0x0xi1>, tensor<0x0xcomplex<f32>>
    return %7, %11, %15, %23, %27 : tensor<4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<0xcomplex<f32>>, tensor<0x0xcomplex<f32>>
  }
}
