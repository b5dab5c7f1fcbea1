// refused by the GPU backend: UNIMPLEMENTED: op 'parameter' with element type f64 is not supported on the gpu backend
