import jax.numpy as jnp

KEYS = ("ade", "fde", "miss")


def empty_metrics():
    return {}


def merge(metrics, batch_metrics):
    if not metrics:
        return dict(batch_metrics)
    return {k: metrics[k] + batch_metrics[k] for k in KEYS}
