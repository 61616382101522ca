import jax
import jax.numpy as jnp


def standardize(x, stats, clip=5.0):
    z = (x - stats["mean"]) / jnp.sqrt(stats["var"] + 1e-6)
    return jnp.clip(z, -clip, clip)


def fit_stats(x):
    return {"mean": x.mean(axis=0), "var": x.var(axis=0)}
