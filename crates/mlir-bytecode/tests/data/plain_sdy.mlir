// The Shardy ops JAX programs hold, for tests/plain.rs and src/bytecode's unit tests.
// plain_sdy.mlirbc is jaxlib 0.10.2's bytecode of this module, made as plain_attrs.mlirbc is.
// (The barrier is in the generic form: the text front end does not read its pretty form.)
module @m attributes {mhlo.num_partitions = 2 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2]>
  func.func public @main(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> tensor<4xf32> {
    %0 = sdy.reshard %arg0 <@mesh, [{}]> : tensor<4xf32>
    sdy.sharding_group %0 group_id=3 : tensor<4xf32>
    %1 = "sdy.propagation_barrier"(%0) <{allowed_direction = 2 : i32}> : (tensor<4xf32>) -> tensor<4xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"x"}]> : tensor<4xf32>
    %3 = stablehlo.add %2, %2 : tensor<4xf32>
    return %3 : tensor<4xf32>
  }
}
