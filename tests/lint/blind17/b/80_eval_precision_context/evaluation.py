import jax
import jax.numpy as jnp

from model import session_logits


def recall_at_20(params, sessions, targets):
    with jax.default_matmul_precision("highest"):
        logits = session_logits(params, sessions)
    top = jax.lax.top_k(logits, 20)[1]
    return float((top == targets[:, None]).any(-1).mean())


def catalog_coverage(params, sessions, k=20):
    top = jax.lax.top_k(session_logits(params, sessions), k)[1]
    return len(set(top.reshape(-1).tolist())) / params["item"].shape[0]
