import jax
import jax.numpy as jnp

from model import session_logits


def evaluate(params, sessions, targets, k=20):
    with jax.default_matmul_precision("highest"):
        logits = session_logits(params, sessions)
    top = jax.lax.top_k(logits, k)[1]
    recall = float((top == targets[:, None]).any(-1).mean())
    coverage = len(set(top.reshape(-1).tolist())) / params["item"].shape[0]
    return recall, coverage
