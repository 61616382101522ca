from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class LoopConfig:
    pool_size: int = 512
    initial_batch: int = 2
    growth: int = 2
    rounds: int = 5

    def batch_size(self, rnd):
        return self.initial_batch * self.growth**rnd


@partial(jax.jit, static_argnames=("k",))
def select_batch(ensemble_preds, labelled, k):
    var = jnp.var(ensemble_preds, axis=0)
    var = jnp.where(labelled, -jnp.inf, var)
    _, idx = jax.lax.top_k(var, k)
    return idx


def ensemble_predict(weights, x):
    return jnp.tanh(x @ weights)


def main():
    cfg = LoopConfig()
    key = jax.random.PRNGKey(3)
    kx, kw = jax.random.split(key)
    pool = jax.random.normal(kx, (cfg.pool_size, 4))
    weights = jax.random.normal(kw, (5, 4))
    labelled = jnp.zeros(cfg.pool_size, bool)
    for rnd in range(cfg.rounds):
        preds = jax.vmap(ensemble_predict, in_axes=(0, None))(weights, pool)
        idx = select_batch(preds, labelled, k=cfg.batch_size(rnd))
        labelled = labelled.at[idx].set(True)
        weights = weights + 0.01 * jnp.mean(pool[idx], axis=0)
        print(rnd, int(labelled.sum()))


if __name__ == "__main__":
    main()
