module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<7xf32>) -> (tensor<7xf32> {jax.result_info = "result[0]"}, tensor<7xf32> {jax.result_info = "result[1]"}, tensor<7xf32> {jax.result_info = "result[2]"}) {
    %0 = call @cumprod(%arg0) : (tensor<7xf32>) -> tensor<7xf32>
    %1 = stablehlo.reverse %arg0, dims = [0] : tensor<7xf32>
    %2 = call @cumsum(%1) : (tensor<7xf32>) -> tensor<7xf32>
    %3 = call @cummax(%arg0) : (tensor<7xf32>) -> tensor<7xf32>
    return %0, %2, %3 : tensor<7xf32>, tensor<7xf32>, tensor<7xf32>
  }
  func.func private @cumprod(%arg0: tensor<7xf32>) -> tensor<7xf32> {
    %0 = call @cumprod_0(%arg0) : (tensor<7xf32>) -> tensor<7xf32>
    return %0 : tensor<7xf32>
  }
  func.func private @cumprod_0(%arg0: tensor<7xf32>) -> tensor<7xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = "stablehlo.reduce_window"(%arg0, %cst) <{padding = dense<[[6, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 7>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %1 = stablehlo.multiply %arg1, %arg2 : tensor<f32>
      stablehlo.return %1 : tensor<f32>
    }) : (tensor<7xf32>, tensor<f32>) -> tensor<7xf32>
    return %0 : tensor<7xf32>
  }
  func.func private @cumsum(%arg0: tensor<7xf32>) -> tensor<7xf32> {
    %0 = call @cumsum_1(%arg0) : (tensor<7xf32>) -> tensor<7xf32>
    return %0 : tensor<7xf32>
  }
  func.func private @cumsum_1(%arg0: tensor<7xf32>) -> tensor<7xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[6, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 7>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<7xf32>, tensor<f32>) -> tensor<7xf32>
    return %1 : tensor<7xf32>
  }
  func.func private @cummax(%arg0: tensor<7xf32>) -> tensor<7xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{padding = dense<[[6, 0]]> : tensor<1x2xi64>, window_dimensions = array<i64: 7>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<7xf32>, tensor<f32>) -> tensor<7xf32>
    return %1 : tensor<7xf32>
  }
}
