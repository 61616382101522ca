import jax.numpy as jnp


def zscore(x):
    return (x - x.mean(0)) / (x.std(0) + 1e-6)


def minmax(x):
    lo, hi = x.min(0), x.max(0)
    return (x - lo) / (hi - lo + 1e-6)


def log_signed(x):
    return jnp.sign(x) * jnp.log1p(jnp.abs(x))


def rank_gauss(x):
    ranks = jnp.argsort(jnp.argsort(x, axis=0), axis=0)
    return (ranks + 0.5) / x.shape[0] - 0.5


TRANSFORMS = {"zscore": zscore, "minmax": minmax, "log_signed": log_signed, "rank_gauss": rank_gauss}
