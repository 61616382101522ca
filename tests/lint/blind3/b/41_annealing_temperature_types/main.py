import jax
import jax.numpy as jnp
import numpy as np

from tsp import anneal_sweep

N_CITIES = 24
N_SWEEPS = 6


def main():
    rng = np.random.default_rng(3)
    cities = jnp.asarray(rng.random((N_CITIES, 2)), dtype=jnp.float32)
    order = jnp.arange(N_CITIES)
    key = jax.random.PRNGKey(0)
    temperature = 1
    cooling = jnp.float32(0.6)
    for sweep in range(N_SWEEPS):
        key, sub = jax.random.split(key)
        order, length = anneal_sweep(sub, cities, order, temperature)
        temperature = temperature * cooling
        print(f"sweep {sweep}: T={float(temperature):.3f} tour length={float(length):.3f}")


if __name__ == "__main__":
    main()
