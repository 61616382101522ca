import jax
import jax.numpy as jnp
import numpy as np

from enkf import enkf_analysis
from obs import ObservationFeed


def model_step(x):
    return 0.9 * x + 0.1 * jnp.roll(x, -1, axis=-1)


def main():
    n_grid, n_mem = 60, 16
    feed = ObservationFeed(n_grid)
    key = jax.random.PRNGKey(0)
    truth = jnp.sin(jnp.linspace(0, 6.28, n_grid))
    ens = truth + jax.random.normal(key, (n_mem, n_grid))
    for cycle in range(8):
        truth = model_step(truth)
        ens = model_step(ens)
        idx, y = feed.cycle(np.asarray(truth))
        key, sub = jax.random.split(key)
        ens = enkf_analysis(ens, idx, y, 0.25, sub)
        print(cycle, len(y), float(jnp.sqrt(jnp.mean((ens.mean(0) - truth) ** 2))))


if __name__ == "__main__":
    main()
