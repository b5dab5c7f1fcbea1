//! The xla_client surface: Client, Device, Array, LoadedExecutable and friends.
