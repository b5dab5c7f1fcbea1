// refused by the GPU backend: UNIMPLEMENTED: op 'convolution' with element type f64 is not supported on the gpu backend
