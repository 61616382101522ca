from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("k_factor",))
def glicko_lite(r, opp, score, k_factor=32.0):
    e = 1.0 / (1.0 + 10.0 ** ((opp - r) / 400.0))
    return r + k_factor * (score - e)


def update_league(r, opp, score, provisional):
    if provisional:
        return glicko_lite(r, opp, score, k_factor=32.0)
    return glicko_lite(r, opp, score)


def main():
    rng = np.random.default_rng(5)
    r = jnp.full(20, 1500.0, jnp.float32)
    for week in range(6):
        opp = rng.normal(1500, 200, size=20).astype(np.float32)
        score = rng.integers(0, 2, 20).astype(np.float32)
        r = update_league(r, opp, score, provisional=week < 2)
    print(np.round(np.asarray(r[:5]), 1))


if __name__ == "__main__":
    main()
