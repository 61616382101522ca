from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("pool",))
def counter_pick_scores(matchup, enemy, pool):
    pool_idx = jnp.asarray(pool)
    return matchup[pool_idx][:, enemy].sum(axis=1)


def available_pool(rng, n_heroes=40):
    banned = set(rng.choice(n_heroes, size=6, replace=False).tolist())
    return tuple(h for h in range(n_heroes) if h not in banned)


def main():
    rng = np.random.default_rng(1)
    matchup = jnp.asarray(rng.normal(size=(40, 40)), jnp.float32)
    for game in range(5):
        pool = available_pool(rng)
        enemy = rng.choice(40, size=5, replace=False).astype(np.int32)
        scores = counter_pick_scores(matchup, enemy, pool=pool)
        print(game, pool[int(jnp.argmax(scores))])


if __name__ == "__main__":
    main()
