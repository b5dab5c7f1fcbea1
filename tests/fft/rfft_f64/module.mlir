module @jit__lambda attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8xf64>, %arg1: tensor<3x12xf64>, %arg2: tensor<2x7xf64>, %arg3: tensor<4x1xf64>, %arg4: tensor<2x64xf64>, %arg5: tensor<97xf64>) -> (tensor<5xcomplex<f64>> {jax.result_info = "result[0]"}, tensor<3x7xcomplex<f64>> {jax.result_info = "result[1]"}, tensor<2x4xcomplex<f64>> {jax.result_info = "result[2]"}, tensor<4x1xcomplex<f64>> {jax.result_info = "result[3]"}, tensor<2x33xcomplex<f64>> {jax.result_info = "result[4]"}, tensor<49xcomplex<f64>> {jax.result_info = "result[5]"}) {
    %0 = call @fft(%arg0) : (tensor<8xf64>) -> tensor<5xcomplex<f64>>
    %1 = call @fft_0(%arg1) : (tensor<3x12xf64>) -> tensor<3x7xcomplex<f64>>
    %2 = call @fft_1(%arg2) : (tensor<2x7xf64>) -> tensor<2x4xcomplex<f64>>
    %3 = call @fft_2(%arg3) : (tensor<4x1xf64>) -> tensor<4x1xcomplex<f64>>
    %4 = call @fft_3(%arg4) : (tensor<2x64xf64>) -> tensor<2x33xcomplex<f64>>
    %5 = call @fft_4(%arg5) : (tensor<97xf64>) -> tensor<49xcomplex<f64>>
    return %0, %1, %2, %3, %4, %5 : tensor<5xcomplex<f64>>, tensor<3x7xcomplex<f64>>, tensor<2x4xcomplex<f64>>, tensor<4x1xcomplex<f64>>, tensor<2x33xcomplex<f64>>, tensor<49xcomplex<f64>>
  }
  func.func private @fft(%arg0: tensor<8xf64>) -> tensor<5xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [8] : (tensor<8xf64>) -> tensor<5xcomplex<f64>>
    return %0 : tensor<5xcomplex<f64>>
  }
  func.func private @fft_0(%arg0: tensor<3x12xf64>) -> tensor<3x7xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [12] : (tensor<3x12xf64>) -> tensor<3x7xcomplex<f64>>
    return %0 : tensor<3x7xcomplex<f64>>
  }
  func.func private @fft_1(%arg0: tensor<2x7xf64>) -> tensor<2x4xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [7] : (tensor<2x7xf64>) -> tensor<2x4xcomplex<f64>>
    return %0 : tensor<2x4xcomplex<f64>>
  }
  func.func private @fft_2(%arg0: tensor<4x1xf64>) -> tensor<4x1xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [1] : (tensor<4x1xf64>) -> tensor<4x1xcomplex<f64>>
    return %0 : tensor<4x1xcomplex<f64>>
  }
  func.func private @fft_3(%arg0: tensor<2x64xf64>) -> tensor<2x33xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [64] : (tensor<2x64xf64>) -> tensor<2x33xcomplex<f64>>
    return %0 : tensor<2x33xcomplex<f64>>
  }
  func.func private @fft_4(%arg0: tensor<97xf64>) -> tensor<49xcomplex<f64>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [97] : (tensor<97xf64>) -> tensor<49xcomplex<f64>>
    return %0 : tensor<49xcomplex<f64>>
  }
}
