module @jit_body attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]> {stablehlo.mesh = {axes = [{name = "x", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<16x4xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<2x4xf32>) {
      %c = stablehlo.constant dense<1> : tensor<i32>
      %c_0 = stablehlo.constant dense<7> : tensor<i32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %1:4 = stablehlo.while(%iterArg = %c_1, %iterArg_2 = %c_1, %iterArg_3 = %arg1, %iterArg_4 = %arg1) : tensor<i32>, tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>
      cond {
        %2 = stablehlo.compare LT, %iterArg, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %2 : tensor<i1>
      } do {
        %2:3 = func.call @closed_call(%iterArg_2, %iterArg_3, %iterArg_4) : (tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>) -> (tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>)
        %3 = stablehlo.add %iterArg, %c : tensor<i32>
        stablehlo.return %3, %2#0, %2#1, %2#2 : tensor<i32>, tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>
      }
      sdy.return %1#2 : tensor<2x4xf32>
    } : (tensor<16x4xf32>) -> tensor<16x4xf32>
    return %0 : tensor<16x4xf32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2x4xf32>, %arg2: tensor<2x4xf32>) -> (tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
    %2 = stablehlo.add %arg1, %1 : tensor<2x4xf32>
    return %0, %2, %1 : tensor<i32>, tensor<2x4xf32>, tensor<2x4xf32>
  }
}
