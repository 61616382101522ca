import jax
import jax.numpy as jnp
import numpy as np

from patches import load_patch


@jax.jit
def roster_winrates(onehot, wins):
    games = onehot.sum(0)
    return (onehot * wins[:, None]).sum(0) / jnp.maximum(games, 1.0)


def main():
    rng = np.random.default_rng(0)
    for patch in range(6):
        onehot, wins = load_patch(rng, patch)
        wr = roster_winrates(onehot, wins)
        print(patch, round(float(wr.max()), 3))


if __name__ == "__main__":
    main()
