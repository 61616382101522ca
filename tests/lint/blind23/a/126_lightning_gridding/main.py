import jax
import jax.numpy as jnp
import numpy as np

from gridding import grid_lightning


@jax.jit
def flash_density_features(counts, energy):
    mean_energy = jnp.where(counts > 0, energy / jnp.maximum(counts, 1.0), 0.0)
    smooth = (counts + jnp.roll(counts, 1, 0) + jnp.roll(counts, -1, 0)
              + jnp.roll(counts, 1, 1) + jnp.roll(counts, -1, 1)) / 5.0
    return jnp.log1p(smooth), mean_energy


def main():
    rng = np.random.default_rng(0)
    for hour in range(6):
        n = int(rng.integers(500, 3000))
        lat = rng.normal(0, 20, n)
        lon = rng.uniform(-180, 180, n)
        energy = rng.lognormal(0, 1, n)
        counts, e = grid_lightning(lat, lon, energy)
        dens, me = flash_density_features(counts, e)
        print(hour, n, float(dens.max()))


if __name__ == "__main__":
    main()
