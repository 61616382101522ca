import jax.numpy as jnp

KEYS = ("ade", "fde", "miss")


def empty_metrics():
    return {k: jnp.zeros((), jnp.float32) for k in KEYS}


def merge(metrics, batch_metrics):
    return {k: metrics[k] + batch_metrics[k] for k in KEYS}
