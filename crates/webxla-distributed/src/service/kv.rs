//! The key-value store: insert, blocking and non-blocking get, increment, directory listing
//! and deletion, on normalized keys (XLA's `NormalizeKey`).
//!
//! What this module must not do: look at tasks or barriers; the store outlives both.

use super::{cancelled, Core, Rpc};
use crate::proto::coordination as pb;
use crate::proto::CoordError;
use tokio::sync::oneshot;
use tonic::{Code, Response};

/// XLA's `NormalizeKey`: no leading, trailing or repeated slashes.
fn normalize_key(key: &str) -> String {
    key.split('/')
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join("/")
}

impl Core {
    pub(super) async fn insert_key_value(
        &self,
        r: pb::InsertKeyValueRequest,
    ) -> Rpc<pb::InsertKeyValueResponse> {
        let core = self;
        core.check_incarnation(&r.incarnations)?;
        let kv = r.kv.unwrap_or_default();
        let key = normalize_key(&kv.key);
        let mut s = core.lock();
        if !r.allow_overwrite && s.kv.contains_key(&key) {
            return Err(CoordError::new(
                Code::AlreadyExists,
                format!("Config key {key} already exists."),
            )
            .into());
        }
        s.kv.insert(key.clone(), kv.value.clone());
        if let Some(ws) = s.kv_waiters.remove(&key) {
            for w in ws {
                let _ = w.send(Ok(kv.value.clone()));
            }
        }
        Ok(Response::new(pb::InsertKeyValueResponse {}))
    }

    pub(super) async fn get_key_value(
        &self,
        r: pb::GetKeyValueRequest,
    ) -> Rpc<pb::GetKeyValueResponse> {
        let core = self;
        core.check_incarnation(&r.incarnations)?;
        let key = normalize_key(&r.key);
        let rx = {
            let mut s = core.lock();
            if let Some(v) = s.kv.get(&key) {
                return Ok(Response::new(pb::GetKeyValueResponse {
                    kv: Some(pb::KeyValueEntry {
                        key: r.key,
                        value: v.clone(),
                    }),
                }));
            }
            if s.stopped {
                return Err(
                    CoordError::new(Code::Aborted, "Coordination service has stopped.").into(),
                );
            }
            let (tx, rx) = oneshot::channel();
            let ws = s.kv_waiters.entry(key).or_default();
            ws.retain(|w| !w.is_closed());
            ws.push(tx);
            rx
        };
        match rx.await {
            Ok(Ok(value)) => Ok(Response::new(pb::GetKeyValueResponse {
                kv: Some(pb::KeyValueEntry { key: r.key, value }),
            })),
            Ok(Err(e)) => Err(e.into()),
            Err(_) => Err(cancelled("GetKeyValue")),
        }
    }

    pub(super) async fn try_get_key_value(
        &self,
        r: pb::TryGetKeyValueRequest,
    ) -> Rpc<pb::TryGetKeyValueResponse> {
        let core = self;
        core.check_incarnation(&r.incarnations)?;
        let s = core.lock();
        match s.kv.get(&normalize_key(&r.key)) {
            Some(v) => Ok(Response::new(pb::TryGetKeyValueResponse {
                kv: Some(pb::KeyValueEntry {
                    key: r.key,
                    value: v.clone(),
                }),
            })),
            None => Err(CoordError::new(
                Code::NotFound,
                format!("Config key {} not found.", r.key),
            )
            .into()),
        }
    }

    pub(super) async fn increment_key_value(
        &self,
        r: pb::IncrementKeyValueRequest,
    ) -> Rpc<pb::IncrementKeyValueResponse> {
        let core = self;
        core.check_incarnation(&r.incarnations)?;
        let key = normalize_key(&r.key);
        let mut s = core.lock();
        let old = match s.kv.get(&key) {
            None => 0i64,
            Some(v) => std::str::from_utf8(v)
                .ok()
                .and_then(|t| t.parse::<i64>().ok())
                .ok_or_else(|| {
                    CoordError::new(
                        Code::InvalidArgument,
                        format!("Value of key {key} is not an integer: cannot increment it."),
                    )
                })?,
        };
        let new = old.checked_add(r.increment).ok_or_else(|| {
            CoordError::new(
                Code::OutOfRange,
                format!(
                    "Incrementing key {key} ({old}) by {} overflows.",
                    r.increment
                ),
            )
        })?;
        let value = new.to_string().into_bytes();
        s.kv.insert(key.clone(), value.clone());
        if let Some(ws) = s.kv_waiters.remove(&key) {
            for w in ws {
                let _ = w.send(Ok(value.clone()));
            }
        }
        Ok(Response::new(pb::IncrementKeyValueResponse {
            kv: Some(pb::KeyValueEntry { key: r.key, value }),
        }))
    }

    pub(super) async fn get_key_value_dir(
        &self,
        r: pb::GetKeyValueDirRequest,
    ) -> Rpc<pb::GetKeyValueDirResponse> {
        let core = self;
        core.check_incarnation(&r.incarnations)?;
        let prefix = normalize_key(&r.directory_key) + "/";
        let s = core.lock();
        let kv =
            s.kv.range(prefix.clone()..)
                .take_while(|(k, _)| k.starts_with(&prefix))
                .map(|(k, v)| pb::KeyValueEntry {
                    key: k.clone(),
                    value: v.clone(),
                })
                .collect();
        Ok(Response::new(pb::GetKeyValueDirResponse {
            directory_key: r.directory_key,
            kv,
        }))
    }

    pub(super) async fn delete_key_value(
        &self,
        r: pb::DeleteKeyValueRequest,
    ) -> Rpc<pb::DeleteKeyValueResponse> {
        let core = self;
        core.check_incarnation(&r.incarnations)?;
        let key = normalize_key(&r.key);
        let prefix = format!("{key}/");
        let mut s = core.lock();
        s.kv.remove(&key);
        let under: Vec<String> =
            s.kv.range(prefix.clone()..)
                .take_while(|(k, _)| k.starts_with(&prefix))
                .map(|(k, _)| k.clone())
                .collect();
        for k in under {
            s.kv.remove(&k);
        }
        Ok(Response::new(pb::DeleteKeyValueResponse {}))
    }
}

#[cfg(test)]
mod tests {
    use super::normalize_key;

    #[test]
    pub(super) fn keys_are_normalized() {
        assert_eq!(normalize_key("/a//b/"), "a/b");
        assert_eq!(normalize_key("a"), "a");
        assert_eq!(normalize_key("//"), "");
    }
}
