module @shardy_conversions attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]>
  sdy.mesh @m8 = <["x"=8]>
  sdy.mesh @mp = <["a"=2, "b"=4], device_ids=[7, 6, 5, 4, 3, 2, 1, 0]>
  func.func public @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@m8, [{"x":(1)2}, {}]>},
      %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@m8, [{"x":(4)2}, {"x":(1)4}]>},
      %arg2: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mp, [{"b"}, {"a"}]>},
      %arg3: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(2)2}, {"y"}]>},
      %arg4: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"y", ?}], replicated={"x"}>},
      %arg5: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}p1, {"x"}]>},
      %arg6: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<mesh<["x"=2, "y"=4]>, [{"y"}, {}]>},
      %arg7: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@m8, [{"x":(2)2}, {}]>},
      %arg8: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>},
      %arg9: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mp, [{"a", "b"}, {}]>},
      %arg10: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y", "x"}, {}]>}
      ) -> (tensor<16x8xf32>, tensor<16x8xf32>) {
    %0 = stablehlo.add %arg0, %arg1 : tensor<16x8xf32>
    %1 = sdy.sharding_constraint %0 <@m8, [{}, {"x":(2)4}]> : tensor<16x8xf32>
    %2 = stablehlo.add %1, %arg2 : tensor<16x8xf32>
    return %1, %2 : tensor<16x8xf32>, tensor<16x8xf32>
  }
}
