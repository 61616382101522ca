import jax.numpy as jnp
import numpy as np


def quantize_per_channel(w):
    scale = np.abs(w).max(axis=0, keepdims=True) / 127.0
    q = np.clip(np.round(w / scale), -127, 127).astype(np.int8)
    return {"q": q, "scale": scale.astype(np.float32)}


def requantize(qw, correction):
    """Fold a weight correction (e.g. from AdaRound-style tuning) back into the int grid."""
    w = qw["q"] * qw["scale"] + correction
    q = jnp.clip(jnp.round(w / qw["scale"]), -127, 127)
    return {"q": q, "scale": qw["scale"]}
