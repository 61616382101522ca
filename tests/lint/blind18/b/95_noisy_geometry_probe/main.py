import jax
import jax.numpy as jnp
import numpy as np

from probe import rattle_spread
from sampling import rattle_energy


def cluster(rng, n=7):
    grid = np.stack(np.meshgrid(*[np.arange(2)] * 3, indexing="ij"), -1).reshape(-1, 3)[:n]
    return jnp.asarray(1.12 * grid + 0.01 * rng.normal(size=(n, 3)), jnp.float32)


def main():
    rng = np.random.default_rng(0)
    params = {"eps": jnp.float32(0.2), "r0": jnp.float32(1.12)}
    key = jax.random.PRNGKey(0)
    for i in range(3):
        pos = cluster(rng)
        key, sub = jax.random.split(key)
        e = rattle_energy(params, pos, sub)
        spread = rattle_spread(params, pos, seed=i)
        print(i, float(e), spread)


if __name__ == "__main__":
    main()
