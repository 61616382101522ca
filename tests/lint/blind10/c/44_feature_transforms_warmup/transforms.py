import jax
import jax.numpy as jnp


def log_counts(x):
    return jnp.log1p(jnp.maximum(x, 0.0))


def zscore(x):
    return (x - x.mean(axis=0)) / (x.std(axis=0) + 1e-6)


def rank_gauss(x):
    ranks = jnp.argsort(jnp.argsort(x, axis=0), axis=0)
    u = (ranks + 0.5) / x.shape[0]
    return jnp.sqrt(2.0) * jax.scipy.special.erfinv(2.0 * u - 1.0)


def winsorize(x):
    lo, hi = jnp.percentile(x, 1.0, axis=0), jnp.percentile(x, 99.0, axis=0)
    return jnp.clip(x, lo, hi)


REGISTRY = {fn.__name__: jax.jit(fn) for fn in (log_counts, zscore, rank_gauss, winsorize)}
