module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3x5xf32>) -> (tensor<8x7xf32> {jax.result_info = "result[0]"}, tensor<6x9xf32> {jax.result_info = "result[1]"}, tensor<4x7xf32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %cst = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst_0, low = [1, -1], high = [2, 3], interior = [1, 0] : (tensor<3x5xf32>, tensor<f32>) -> tensor<8x7xf32>
    %1 = stablehlo.pad %arg0, %cst, low = [0, 2], high = [-1, -2], interior = [2, 1] : (tensor<3x5xf32>, tensor<f32>) -> tensor<6x9xf32>
    %2 = call @_pad(%arg0, %c) : (tensor<3x5xf32>, tensor<i32>) -> tensor<4x7xf32>
    return %0, %1, %2 : tensor<8x7xf32>, tensor<6x9xf32>, tensor<4x7xf32>
  }
  func.func private @_pad(%arg0: tensor<3x5xf32>, %arg1: tensor<i32>) -> tensor<4x7xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 0], high = [0, 2], interior = [0, 0] : (tensor<3x5xf32>, tensor<f32>) -> tensor<4x7xf32>
    return %1 : tensor<4x7xf32>
  }
}
