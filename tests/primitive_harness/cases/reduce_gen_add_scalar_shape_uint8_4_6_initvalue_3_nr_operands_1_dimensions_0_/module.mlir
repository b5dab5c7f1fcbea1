module @jit_fun attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xui8>, %arg1: tensor<4x6xi32>) -> (tensor<6xui8> {jax.result_info = "result[0]"}) {
    %c = stablehlo.constant dense<3> : tensor<ui8>
    %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<4x6xui8>, tensor<ui8>) -> tensor<6xui8>
    return %0 : tensor<6xui8>
  }
}
