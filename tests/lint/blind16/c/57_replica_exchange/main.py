import jax
import jax.numpy as jnp
import numpy as np

from ladder import refine, swap_neighbours
from replicas import local_moves

N_REPLICAS = 5


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    betas = np.geomspace(1.0, 0.05, N_REPLICAS).astype(np.float32)
    states = jnp.ones((N_REPLICAS, 6)) * jnp.array([1.0, -1.0, 1.0, -1.0, 1.0])[:, None]
    for rnd in range(5):
        swaps = np.zeros(N_REPLICAS - 1)
        for it in range(4):
            key, sub = jax.random.split(key)
            states = local_moves(states, jnp.asarray(betas), sub)
            states, acc = swap_neighbours(states, betas, rng)
            states = jnp.asarray(states)
            swaps += acc
        betas = refine(betas, swaps / 4)
    print("ladder", np.round(betas, 3))


if __name__ == "__main__":
    main()
