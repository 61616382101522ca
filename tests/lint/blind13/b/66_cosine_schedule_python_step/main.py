import jax
import jax.numpy as jnp
import numpy as np

from annealing import anneal_step, tsp_length

N_CITIES = 24
TOTAL = 8


def main():
    coords = jnp.asarray(np.random.default_rng(0).uniform(size=(N_CITIES, 2)), jnp.float32)
    order = jnp.arange(N_CITIES)
    key = jax.random.PRNGKey(0)
    for step in range(TOTAL):
        key, sub = jax.random.split(key)
        order, temp = anneal_step(sub, order, coords, step, TOTAL)
        print(f"step {step}: T={float(temp):.3f} tour length {float(tsp_length(coords, order)):.3f}")


if __name__ == "__main__":
    main()
