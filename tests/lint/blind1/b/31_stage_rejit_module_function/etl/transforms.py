import jax.numpy as jnp


def log_scale(batch):
    return jnp.log1p(jnp.maximum(batch, 0.0))


def zscore_rows(batch):
    mu = batch.mean(axis=1, keepdims=True)
    sd = batch.std(axis=1, keepdims=True) + 1e-6
    return (batch - mu) / sd
