from dataclasses import dataclass

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class MFConfig:
    n_factors: int
    reg: float
    lr: float = 0.2


@jax.jit
def als_like_step(uf, itf, users, items, ratings, reg, lr):
    def loss(uf, itf):
        pred = jnp.sum(uf[users] * itf[items], -1)
        return jnp.mean((pred - ratings) ** 2) + reg * (jnp.mean(uf ** 2) + jnp.mean(itf ** 2))

    gu, gi = jax.grad(loss, argnums=(0, 1))(uf, itf)
    return uf - lr * gu, itf - lr * gi


def fit(cfg, data, n_users, n_items, steps=3, seed=0):
    users, items, ratings = data
    k1, k2 = jax.random.split(jax.random.PRNGKey(seed))
    uf = 0.1 * jax.random.normal(k1, (n_users, cfg.n_factors))
    itf = 0.1 * jax.random.normal(k2, (n_items, cfg.n_factors))
    for _ in range(steps):
        uf, itf = als_like_step(uf, itf, users, items, ratings, cfg.reg, cfg.lr)
    pred = jnp.sum(uf[users] * itf[items], -1)
    return float(jnp.sqrt(jnp.mean((pred - ratings) ** 2)))
