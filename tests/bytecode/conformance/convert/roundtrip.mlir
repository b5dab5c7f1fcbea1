module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>, %arg1: tensor<3x5xi32>, %arg2: tensor<3x5xf16>, %arg3: tensor<3x5xbf16>, %arg4: tensor<3x5xi1>) -> (tensor<3x5xi32> {jax.result_info = "result[0]"}, tensor<3x5xf32> {jax.result_info = "result[1]"}, tensor<3x5xf16> {jax.result_info = "result[2]"}, tensor<3x5xf32> {jax.result_info = "result[3]"}, tensor<3x5xbf16> {jax.result_info = "result[4]"}, tensor<3x5xf32> {jax.result_info = "result[5]"}, tensor<3x5xi1> {jax.result_info = "result[6]"}, tensor<3x5xf32> {jax.result_info = "result[7]"}, tensor<3x5xi1> {jax.result_info = "result[8]"}, tensor<3x5xi32> {jax.result_info = "result[9]"}, tensor<3x5xf16> {jax.result_info = "result[10]"}, tensor<3x5xf16> {jax.result_info = "result[11]"}, tensor<3x5xbf16> {jax.result_info = "result[12]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.convert %arg0 : (tensor<3x5xf32>) -> tensor<3x5xi32>
    %1 = stablehlo.convert %arg1 : (tensor<3x5xi32>) -> tensor<3x5xf32>
    %2 = stablehlo.convert %arg0 : (tensor<3x5xf32>) -> tensor<3x5xf16>
    %3 = stablehlo.convert %arg2 : (tensor<3x5xf16>) -> tensor<3x5xf32>
    %4 = stablehlo.convert %arg0 : (tensor<3x5xf32>) -> tensor<3x5xbf16>
    %5 = stablehlo.convert %arg3 : (tensor<3x5xbf16>) -> tensor<3x5xf32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x5xf32>
    %7 = stablehlo.compare NE, %arg0, %6, FLOAT : (tensor<3x5xf32>, tensor<3x5xf32>) -> tensor<3x5xi1>
    %8 = stablehlo.convert %7 : tensor<3x5xi1>
    %9 = stablehlo.convert %arg4 : (tensor<3x5xi1>) -> tensor<3x5xf32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x5xi32>
    %11 = stablehlo.compare NE, %arg1, %10, SIGNED : (tensor<3x5xi32>, tensor<3x5xi32>) -> tensor<3x5xi1>
    %12 = stablehlo.convert %11 : tensor<3x5xi1>
    %13 = stablehlo.convert %arg2 : (tensor<3x5xf16>) -> tensor<3x5xi32>
    %14 = stablehlo.convert %arg1 : (tensor<3x5xi32>) -> tensor<3x5xf16>
    %15 = stablehlo.convert %arg3 : (tensor<3x5xbf16>) -> tensor<3x5xf16>
    %16 = stablehlo.convert %arg4 : (tensor<3x5xi1>) -> tensor<3x5xbf16>
    return %0, %1, %2, %3, %4, %5, %8, %9, %12, %13, %14, %15, %16 : tensor<3x5xi32>, tensor<3x5xf32>, tensor<3x5xf16>, tensor<3x5xf32>, tensor<3x5xbf16>, tensor<3x5xf32>, tensor<3x5xi1>, tensor<3x5xf32>, tensor<3x5xi1>, tensor<3x5xi32>, tensor<3x5xf16>, tensor<3x5xf16>, tensor<3x5xbf16>
  }
}
