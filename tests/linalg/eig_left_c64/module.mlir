module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x4xcomplex<f32>>, %arg1: tensor<0x0xcomplex<f32>>) -> (tensor<4xcomplex<f32>> {jax.result_info = "result[0]"}, tensor<4x4xcomplex<f32>> {jax.result_info = "result[1]"}, tensor<4x4xcomplex<f32>> {jax.result_info = "result[2]"}, tensor<0xcomplex<f32>> {jax.result_info = "result[3]"}, tensor<0x0xcomplex<f32>> {jax.result_info = "result[4]"}) {
    %0:4 = stablehlo.custom_call @lapack_cgeev_ffi(%arg0) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 86 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l, m], [n, o], []) {i=4, j=4, k=4, l=4, m=4, n=4, o=4}, custom>} : (tensor<4x4xcomplex<f32>>) -> (tensor<4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %2 = stablehlo.compare EQ, %0#3, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<complex<f32>>) -> tensor<4xcomplex<f32>>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %6 = stablehlo.select %5, %0#0, %4 : tensor<4xi1>, tensor<4xcomplex<f32>>
    %7 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %10 = stablehlo.select %9, %0#1, %8 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    %11 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_1 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<complex<f32>>) -> tensor<4x4xcomplex<f32>>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<4x4xi1>
    %14 = stablehlo.select %13, %0#2, %12 : tensor<4x4xi1>, tensor<4x4xcomplex<f32>>
    %15:4 = stablehlo.custom_call @lapack_cgeev_ffi(%arg1) {backend_config = "", mhlo.backend_config = {compute_left = 86 : ui8, compute_right = 78 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], result_layouts = [dense<0> : tensor<1xindex>, dense<[0, 1]> : tensor<2xindex>, dense<[0, 1]> : tensor<2xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k], [l, m], [n, o], []) {i=0, j=0, k=0, l=0, m=0, n=0, o=0}, custom>} : (tensor<0x0xcomplex<f32>>) -> (tensor<0xcomplex<f32>>, tensor<0x0xcomplex<f32>>, tensor<0x0xcomplex<f32>>, tensor<i32>)
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<i32>
    %17 = stablehlo.compare EQ, %15#3, %16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<complex<f32>>) -> tensor<0xcomplex<f32>>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<1xi1>) -> tensor<0xi1>
    %21 = stablehlo.select %20, %15#0, %19 : tensor<0xi1>, tensor<0xcomplex<f32>>
    %22 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_4 = stablehlo.constant dense<(0x7FC00000,0x7FC00000)> : tensor<complex<f32>>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<complex<f32>>) -> tensor<0x0xcomplex<f32>>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<0x0xi1>
    %25 = stablehlo.select %24, %15#1, %23 : tensor<0x0xi1>, tensor<0x0xcomplex<f32>>
    return %6, %10, %14, %21, %25 : tensor<4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<4x4xcomplex<f32>>, tensor<0xcomplex<f32>>, tensor<0x0xcomplex<f32>>
  }
}
