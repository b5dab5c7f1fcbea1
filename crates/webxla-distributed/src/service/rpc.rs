//! The gRPC glue: tonic's `CoordinationService` trait for [`Handler`], one line per RPC into
//! [`Core`]'s methods (in the module of each job).
//!
//! What this module must not do: hold any logic or state of its own.

use super::{Core, Rpc};
use crate::proto::coordination as pb;
use crate::proto::coordination::coordination_service_server::CoordinationService;
use std::sync::Arc;
use tonic::Request;

/// The service tonic serves: a handle on the shared [`Core`].
#[derive(Clone)]
pub(super) struct Handler(pub(super) Arc<Core>);

#[tonic::async_trait]
impl CoordinationService for Handler {
    async fn register_task(
        &self,
        req: Request<pb::RegisterTaskRequest>,
    ) -> Rpc<pb::RegisterTaskResponse> {
        self.0.register_task(req.into_inner()).await
    }

    async fn heartbeat(&self, req: Request<pb::HeartbeatRequest>) -> Rpc<pb::HeartbeatResponse> {
        self.0.heartbeat(req.into_inner()).await
    }

    async fn shutdown_task(
        &self,
        req: Request<pb::ShutdownTaskRequest>,
    ) -> Rpc<pb::ShutdownTaskResponse> {
        self.0.shutdown_task(req.into_inner()).await
    }

    async fn watch_tasks(
        &self,
        req: Request<pb::WatchTasksRequest>,
    ) -> Rpc<pb::WatchTasksResponse> {
        self.0.watch_tasks(req.into_inner()).await
    }

    async fn insert_key_value(
        &self,
        req: Request<pb::InsertKeyValueRequest>,
    ) -> Rpc<pb::InsertKeyValueResponse> {
        self.0.insert_key_value(req.into_inner()).await
    }

    async fn get_key_value(
        &self,
        req: Request<pb::GetKeyValueRequest>,
    ) -> Rpc<pb::GetKeyValueResponse> {
        self.0.get_key_value(req.into_inner()).await
    }

    async fn try_get_key_value(
        &self,
        req: Request<pb::TryGetKeyValueRequest>,
    ) -> Rpc<pb::TryGetKeyValueResponse> {
        self.0.try_get_key_value(req.into_inner()).await
    }

    async fn increment_key_value(
        &self,
        req: Request<pb::IncrementKeyValueRequest>,
    ) -> Rpc<pb::IncrementKeyValueResponse> {
        self.0.increment_key_value(req.into_inner()).await
    }

    async fn get_key_value_dir(
        &self,
        req: Request<pb::GetKeyValueDirRequest>,
    ) -> Rpc<pb::GetKeyValueDirResponse> {
        self.0.get_key_value_dir(req.into_inner()).await
    }

    async fn delete_key_value(
        &self,
        req: Request<pb::DeleteKeyValueRequest>,
    ) -> Rpc<pb::DeleteKeyValueResponse> {
        self.0.delete_key_value(req.into_inner()).await
    }

    async fn barrier(&self, req: Request<pb::BarrierRequest>) -> Rpc<pb::BarrierResponse> {
        self.0.barrier(req.into_inner()).await
    }

    async fn cancel_barrier(
        &self,
        req: Request<pb::CancelBarrierRequest>,
    ) -> Rpc<pb::CancelBarrierResponse> {
        self.0.cancel_barrier(req.into_inner()).await
    }

    async fn get_alive_tasks(
        &self,
        req: Request<pb::GetAliveTasksRequest>,
    ) -> Rpc<pb::GetAliveTasksResponse> {
        self.0.get_alive_tasks(req.into_inner()).await
    }

    async fn poll_for_error(
        &self,
        req: Request<pb::PollForErrorRequest>,
    ) -> Rpc<pb::PollForErrorResponse> {
        self.0.poll_for_error(req.into_inner()).await
    }
}
