import jax.numpy as jnp
import numpy as np

from profiling import profile_background


def simulate_counts(seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 40, 60)
    rate = 200 * np.exp(-t / 2.0) + 50 * np.exp(-t / 15.0) + 3.0
    return jnp.asarray(t, jnp.float32), jnp.asarray(rng.poisson(rate), jnp.float32)


def main():
    t, counts = simulate_counts()
    init = jnp.log(jnp.array([200.0, 50.0, 2.0, 15.0]))
    grid = jnp.linspace(1.0, 6.0, 6)
    prof = profile_background(t, counts, grid, init)
    best = int(np.argmin(prof))
    print("profile", np.round(prof, 2), "best background", float(grid[best]))


if __name__ == "__main__":
    main()
