module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x3x5xi32>, %arg1: tensor<2x4x6xi32>) -> (tensor<2x4x6xi32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %0 = stablehlo.pad %arg1, %c, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<2x4x6xi32>, tensor<i32>) -> tensor<2x4x6xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = "stablehlo.select_and_scatter"(%0, %arg0, %c_0) <{padding = dense<0> : tensor<3x2xi64>, window_dimensions = array<i64: 2, 2, 2>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %3 = stablehlo.compare GE, %arg2, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    }, {
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
      %3 = stablehlo.add %arg2, %arg3 : tensor<i32>
      stablehlo.return %3 : tensor<i32>
    }) : (tensor<2x4x6xi32>, tensor<1x3x5xi32>, tensor<i32>) -> tensor<2x4x6xi32>
    %2 = stablehlo.slice %1 [0:2, 0:4, 0:6] : (tensor<2x4x6xi32>) -> tensor<2x4x6xi32>
    return %2 : tensor<2x4x6xi32>
  }
}
