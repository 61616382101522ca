import jax
import jax.numpy as jnp
import numpy as np

from ladder import refine, swap_neighbours
from replicas import local_moves


def main():
    rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    betas = [1.0, 0.3, 0.05]
    states = [jnp.ones(6) * s for s in (1.0, -1.0, 1.0)]
    for rnd in range(5):
        swaps = np.zeros(len(states) - 1)
        for it in range(4):
            key, sub = jax.random.split(key)
            states = local_moves(states, betas, sub)
            states, acc = swap_neighbours(states, betas, rng)
            swaps += acc
        states, betas = refine(states, betas, swaps / 4)
    print("ladder", [round(b, 3) for b in betas])


if __name__ == "__main__":
    main()
