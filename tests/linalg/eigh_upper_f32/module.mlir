module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x6xf32>, %arg1: tensor<5x5xf32>) -> (tensor<6xf32> {jax.result_info = "result[0]"}, tensor<6x6xf32> {jax.result_info = "result[1]"}, tensor<5x5xf32> {jax.result_info = "result[2]"}, tensor<5xf32> {jax.result_info = "result[3]"}, tensor<5x5xf32> {jax.result_info = "result[4]"}, tensor<5xf32> {jax.result_info = "result[5]"}, tensor<4xf32> {jax.result_info = "result[6]"}, tensor<4xf32> {jax.result_info = "result[7]"}) {
    %0:2 = call @eigh(%arg0) : (tensor<6x6xf32>) -> (tensor<6xf32>, tensor<6x6xf32>)
    %1:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%arg1) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=5, j=5, k=5, l=5, m=5}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %3 = stablehlo.compare EQ, %1#2, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %7 = stablehlo.select %6, %1#0, %5 : tensor<5x5xi1>, tensor<5x5xf32>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %11 = stablehlo.select %10, %1#1, %9 : tensor<5xi1>, tensor<5xf32>
    %12:5 = stablehlo.custom_call @lapack_ssytrd_ffi(%arg1) {backend_config = "", mhlo.backend_config = {uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], [n], [o], []) {i=5, j=5, k=5, l=5, m=5, n=4, o=4}, custom>} : (tensor<5x5xf32>) -> (tensor<5x5xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4xf32>, tensor<i32>)
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<i32>
    %14 = stablehlo.compare EQ, %12#4, %13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_2 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<5x5xf32>
    %17 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<5x5xi1>
    %18 = stablehlo.select %17, %12#0, %16 : tensor<5x5xi1>, tensor<5x5xf32>
    %19 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_3 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<5xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0] : (tensor<1xi1>) -> tensor<5xi1>
    %22 = stablehlo.select %21, %12#1, %20 : tensor<5xi1>, tensor<5xf32>
    %23 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %26 = stablehlo.select %25, %12#2, %24 : tensor<4xi1>, tensor<4xf32>
    %27 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<1xi1>) -> tensor<4xi1>
    %30 = stablehlo.select %29, %12#3, %28 : tensor<4xi1>, tensor<4xf32>
    return %0#0, %0#1, %7, %11, %18, %22, %26, %30 : tensor<6xf32>, tensor<6x6xf32>, tensor<5x5xf32>, tensor<5xf32>, tensor<5x5xf32>, tensor<5xf32>, tensor<4xf32>, tensor<4xf32>
  }
  func.func private @eigh(%arg0: tensor<6x6xf32>) -> (tensor<6xf32>, tensor<6x6xf32>) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<6x6xf32>) -> tensor<6x6xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<6x6xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %3 = stablehlo.divide %1, %2 : tensor<6x6xf32>
    %4:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%3) {backend_config = "", mhlo.backend_config = {mode = 86 : ui8, uplo = 85 : ui8}, mhlo.frontend_attributes = {num_batch_dims = "0"}, operand_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = []>], result_layouts = [dense<[0, 1]> : tensor<2xindex>, dense<0> : tensor<1xindex>, dense<> : tensor<0xindex>], sdy.sharding_rule = #sdy.op_sharding_rule<([i, j])->([k, l], [m], []) {i=6, j=6, k=6, l=6, m=6}, custom>} : (tensor<6x6xf32>) -> (tensor<6x6xf32>, tensor<6xf32>, tensor<i32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %6 = stablehlo.compare EQ, %4#2, %5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1x1xi1>
    %cst_0 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<6x6xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xi1>) -> tensor<6x6xi1>
    %10 = stablehlo.select %9, %4#0, %8 : tensor<6x6xi1>, tensor<6x6xf32>
    %11 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<6xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<6xi1>
    %14 = stablehlo.select %13, %4#1, %12 : tensor<6xi1>, tensor<6xf32>
    return %14, %10 : tensor<6xf32>, tensor<6x6xf32>
  }
}
