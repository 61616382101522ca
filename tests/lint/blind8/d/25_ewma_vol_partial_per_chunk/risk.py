from functools import partial

import jax
import jax.numpy as jnp


def ewma_variance(var0, returns, lam):
    def step(var, r):
        var = lam * var + (1.0 - lam) * r**2
        return var, var

    var_T, path = jax.lax.scan(step, var0, returns)
    return var_T, path


def var_limit_breaches(var_path, positions, limit, z=2.326):
    vol = jnp.sqrt(var_path)
    value_at_risk = z * vol * jnp.abs(positions)
    return jnp.sum(value_at_risk > limit, axis=0)


class StreamingRiskMonitor:
    def __init__(self, n_assets, lam=0.94, limit=2.5e4):
        self.var = jnp.full((n_assets,), 1e-4, dtype=jnp.float32)
        self.lam = lam
        self.limit = limit
        self.breaches = 0

    def on_chunk(self, returns, positions):
        update = jax.jit(partial(ewma_variance, lam=self.lam))
        self.var, path = update(self.var, returns)
        self.breaches += int(var_limit_breaches(path, positions, self.limit).sum())
        return jnp.sqrt(self.var)
