import jax
import jax.numpy as jnp
import numpy as np


def ema_rate(batch_idx, floor=0.1):
    # first shard replaces the prior outright, then a running average down to `floor`
    if batch_idx == 0:
        return 1
    return max(floor, 1.0 / (batch_idx + 1))


def as_scalar(x):
    return jnp.asarray(x, dtype=jnp.float32)


@jax.jit
def update_stats(stats, batch, rate):
    mean = (1 - rate) * stats["mean"] + rate * batch.mean(axis=0)
    sq = (1 - rate) * stats["sq"] + rate * (batch**2).mean(axis=0)
    return {"mean": mean, "sq": sq}


@jax.jit
def standardize(stats, batch):
    var = jnp.maximum(stats["sq"] - stats["mean"] ** 2, 1e-6)
    return (batch - stats["mean"]) / jnp.sqrt(var)


def init_stats(n_features):
    return {"mean": jnp.zeros(n_features), "sq": jnp.ones(n_features)}


def read_shard(rng, rows, n_features):
    return rng.lognormal(size=(rows, n_features)).astype(np.float32)
