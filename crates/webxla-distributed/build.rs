//! Compiles `proto/*.proto` into Rust at build time with `protox` (a protobuf compiler in pure
//! Rust: no system `protoc`) and tonic's prost code generator (messages, client and server).

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let files = [
        "proto/coordination_service.proto",
        "proto/distributed_runtime_payloads.proto",
    ];
    for f in files {
        println!("cargo:rerun-if-changed={f}");
    }
    let fds = protox::compile(files, ["proto"])?;
    tonic_prost_build::configure()
        .build_client(true)
        .build_server(true)
        .compile_fds(fds)?;
    Ok(())
}
