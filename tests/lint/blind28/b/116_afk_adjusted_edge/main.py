import jax
import jax.numpy as jnp
import numpy as np

from rosters import lobby


@jax.jit
def afk_adjusted_edge(feats, present, w):
    s = jnp.tanh(feats @ w) * present
    blue = s[:5].sum() / jnp.maximum(present[:5].sum(), 1)
    red = s[5:].sum() / jnp.maximum(present[5:].sum(), 1)
    return blue - red


def main():
    rng = np.random.default_rng(12)
    w = jnp.asarray(rng.normal(size=6), jnp.float32)
    for game in range(10):
        feats, present = lobby(rng, with_leavers=game % 4 == 1)
        print(game, round(float(afk_adjusted_edge(feats, present, w)), 3))


if __name__ == "__main__":
    main()
