import jax
import jax.numpy as jnp
import numpy as np

from rosters import full_lobby, lobby_with_leavers


@jax.jit
def remake_vote_score(feats, present, w):
    s = jnp.tanh(feats @ w) * present
    blue = s[:5].sum() / jnp.maximum(present[:5].sum(), 1)
    red = s[5:].sum() / jnp.maximum(present[5:].sum(), 1)
    return blue - red


def main():
    rng = np.random.default_rng(12)
    w = jnp.asarray(rng.normal(size=6), jnp.float32)
    for game in range(10):
        feats, present = lobby_with_leavers(rng) if game % 4 == 1 else full_lobby(rng)
        print(game, round(float(remake_vote_score(feats, present, w)), 3))


if __name__ == "__main__":
    main()
