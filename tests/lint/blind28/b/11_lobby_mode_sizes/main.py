from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnums=(1,))
def top_k_lobby(mmr_pool, lobby_size, anchor):
    dist = jnp.abs(mmr_pool - anchor)
    _, idx = jax.lax.top_k(-dist, lobby_size)
    return idx, mmr_pool[idx].std()


def main():
    rng = np.random.default_rng(21)
    pool = jnp.asarray(rng.normal(1800, 400, size=256), dtype=jnp.float32)
    modes = {"duel": 2, "trios": 6, "squads": 8, "br": 60}
    spreads = []
    for minute in range(12):
        mode = list(modes)[minute % 4]
        anchor = float(rng.normal(1800, 300))
        idx, spread = top_k_lobby(pool, modes[mode], anchor)
        spreads.append(float(spread))
    print(np.round(spreads, 1))


if __name__ == "__main__":
    main()
