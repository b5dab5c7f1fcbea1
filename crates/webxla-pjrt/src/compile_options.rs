//! The serialized `xla.CompileOptionsProto` jaxlib sends with `PJRT_Client_Compile`, decoded
//! with hand-written prost messages (the fields webxla uses; the rest are skipped as unknown
//! fields) into webxla's `CompileOptions`, and the `DeviceAssignmentProto` jaxlib reads back.
//! Field numbers are those of openxla/xla `xla/pjrt/proto/compile_options.proto` and
//! `xla/xla_data.proto`. Options webxla cannot honour are refused by name.

use crate::error::{PjrtError, PjrtResult};
use prost::Message;
use webxla::client::{CompileOptions, DeviceAssignment};

#[derive(Clone, PartialEq, Message)]
pub struct CompileOptionsProto {
    /// `repeated ShapeProto`: kept as raw bytes, only to refuse non-default layouts.
    #[prost(bytes = "vec", repeated, tag = "1")]
    pub argument_layouts: Vec<Vec<u8>>,
    #[prost(bool, tag = "2")]
    pub parameter_is_tupled_arguments: bool,
    #[prost(message, optional, tag = "3")]
    pub executable_build_options: Option<ExecutableBuildOptionsProto>,
    #[prost(bool, tag = "4")]
    pub compile_portable_executable: bool,
    #[prost(int64, tag = "5")]
    pub profile_version: i64,
}

#[derive(Clone, PartialEq, Message)]
pub struct ExecutableBuildOptionsProto {
    #[prost(int64, tag = "1")]
    pub device_ordinal: i64,
    /// `ShapeProto`, raw: present means a caller-chosen result layout.
    #[prost(bytes = "vec", optional, tag = "2")]
    pub result_layout: Option<Vec<u8>>,
    #[prost(int64, tag = "4")]
    pub num_replicas: i64,
    #[prost(int64, tag = "5")]
    pub num_partitions: i64,
    #[prost(bool, tag = "6")]
    pub use_spmd_partitioning: bool,
    #[prost(bool, tag = "7")]
    pub use_auto_spmd_partitioning: bool,
    #[prost(message, optional, tag = "9")]
    pub device_assignment: Option<DeviceAssignmentProto>,
}

#[derive(Clone, PartialEq, Message)]
pub struct DeviceAssignmentProto {
    #[prost(int32, tag = "1")]
    pub replica_count: i32,
    #[prost(int32, tag = "2")]
    pub computation_count: i32,
    #[prost(message, repeated, tag = "3")]
    pub computation_devices: Vec<ComputationDevice>,
}

#[derive(Clone, PartialEq, Message)]
pub struct ComputationDevice {
    #[prost(int64, repeated, packed = "false", tag = "1")]
    pub replica_device_ids: Vec<i64>,
}

/// The decoded options, and the device ids in participant order (replica-major) when the
/// options assign devices.
pub fn decode(bytes: &[u8]) -> PjrtResult<(CompileOptions, Option<Vec<usize>>)> {
    let p = CompileOptionsProto::decode(bytes)
        .map_err(|e| PjrtError::invalid(format!("malformed CompileOptionsProto: {e}")))?;
    if !p.argument_layouts.is_empty() {
        return Err(PjrtError::unimplemented(
            "compile option argument_layouts is not supported by webxla (default layouts only)",
        ));
    }
    if p.parameter_is_tupled_arguments {
        return Err(PjrtError::unimplemented(
            "compile option parameter_is_tupled_arguments is not supported by webxla",
        ));
    }
    let mut o = CompileOptions {
        compile_portable_executable: p.compile_portable_executable,
        profile_version: p.profile_version,
        ..Default::default()
    };
    let mut ids = None;
    if let Some(b) = p.executable_build_options {
        if b.result_layout.is_some() {
            return Err(PjrtError::unimplemented(
                "compile option executable_build_options.result_layout is not supported by \
                 webxla (default layouts only)",
            ));
        }
        if b.use_auto_spmd_partitioning {
            return Err(PjrtError::unimplemented(
                "compile option executable_build_options.use_auto_spmd_partitioning is not \
                 supported by webxla",
            ));
        }
        let e = &mut o.executable_build_options;
        e.num_replicas = positive(b.num_replicas, "num_replicas")?;
        e.num_partitions = positive(b.num_partitions, "num_partitions")?;
        e.use_spmd_partitioning = b.use_spmd_partitioning;
        e.device_ordinal = b.device_ordinal;
        if let Some(da) = b.device_assignment {
            let table = assignment_table(&da)?;
            let (r, c) = (table.len(), table.first().map_or(0, |x| x.len()));
            if r * c != e.num_replicas * e.num_partitions {
                return Err(PjrtError::invalid(format!(
                    "device_assignment is {r}x{c} but the options ask for {} replicas x {} \
                     partitions",
                    e.num_replicas, e.num_partitions
                )));
            }
            ids = Some(table.iter().flatten().copied().collect());
            e.device_assignment = Some(DeviceAssignment::create(table));
        }
    }
    Ok((o, ids))
}

/// proto3 leaves 0 for "unset": read as 1.
fn positive(v: i64, name: &str) -> PjrtResult<usize> {
    match v {
        0 => Ok(1),
        v if v > 0 => Ok(v as usize),
        v => Err(PjrtError::invalid(format!(
            "compile option {name} = {v} is negative"
        ))),
    }
}

/// `ids[replica][computation]` from the proto's per-computation lists.
fn assignment_table(da: &DeviceAssignmentProto) -> PjrtResult<Vec<Vec<usize>>> {
    let comps = &da.computation_devices;
    let replicas = comps.first().map_or(0, |c| c.replica_device_ids.len());
    let mut table = vec![Vec::with_capacity(comps.len()); replicas];
    for c in comps {
        if c.replica_device_ids.len() != replicas {
            return Err(PjrtError::invalid(
                "device_assignment: computations list different replica counts",
            ));
        }
        for (r, &id) in c.replica_device_ids.iter().enumerate() {
            if id < 0 {
                return Err(PjrtError::invalid(format!(
                    "device_assignment: negative device id {id}"
                )));
            }
            table[r].push(id as usize);
        }
    }
    Ok(table)
}

/// The serialized `DeviceAssignmentProto` of `ids[replica][partition]`.
pub fn encode_assignment(ids: &[Vec<usize>]) -> Vec<u8> {
    let replicas = ids.len();
    let comps = ids.first().map_or(0, |r| r.len());
    DeviceAssignmentProto {
        replica_count: replicas as i32,
        computation_count: comps as i32,
        computation_devices: (0..comps)
            .map(|c| ComputationDevice {
                replica_device_ids: ids.iter().map(|r| r[c] as i64).collect(),
            })
            .collect(),
    }
    .encode_to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn assignment_matches_the_bytes_jaxlib_accepts() {
        // 08 01 10 01 1a 02 08 00: one replica, one computation, device 0 (design brief A.3).
        assert_eq!(
            encode_assignment(&[vec![0]]),
            vec![0x08, 0x01, 0x10, 0x01, 0x1a, 0x02, 0x08, 0x00]
        );
    }

    #[test]
    fn decodes_replicas_partitions_and_assignment() {
        let p = CompileOptionsProto {
            executable_build_options: Some(ExecutableBuildOptionsProto {
                num_replicas: 1,
                num_partitions: 2,
                use_spmd_partitioning: true,
                device_assignment: Some(DeviceAssignmentProto {
                    replica_count: 1,
                    computation_count: 2,
                    computation_devices: vec![
                        ComputationDevice {
                            replica_device_ids: vec![3],
                        },
                        ComputationDevice {
                            replica_device_ids: vec![1],
                        },
                    ],
                }),
                ..Default::default()
            }),
            ..Default::default()
        };
        let (o, ids) = decode(&p.encode_to_vec()).unwrap();
        assert_eq!(o.executable_build_options.num_partitions, 2);
        assert_eq!(ids, Some(vec![3, 1]));
    }

    #[test]
    fn refuses_layouts_by_name() {
        let p = CompileOptionsProto {
            argument_layouts: vec![vec![1]],
            ..Default::default()
        };
        let e = decode(&p.encode_to_vec()).unwrap_err();
        assert!(e.message.contains("argument_layouts"), "{}", e.message);
        assert!(decode(&[0xff, 0xff]).is_err());
    }
}
