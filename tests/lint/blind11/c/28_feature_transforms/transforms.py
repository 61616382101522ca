import jax.numpy as jnp


def log1p_scale(x):
    return jnp.log1p(jnp.abs(x))


def zscore(x):
    return (x - x.mean(0)) / (x.std(0) + 1e-6)


def clip_outliers(x):
    return jnp.clip(x, -3.0, 3.0)


PIPELINE = [log1p_scale, zscore, clip_outliers]
