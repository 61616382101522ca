import jax.numpy as jnp
import numpy as np

from stats import RunningBandStats


def tile_stream(n_tiles=6, bands=8, size=32, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_tiles):
        yield jnp.asarray(rng.gamma(2.0, 0.05, size=(bands, size, size)).astype(np.float32))


def main():
    stats = RunningBandStats()
    for tile in tile_stream():
        stats.update(tile)
    print("band means:", np.round(np.asarray(stats.mean), 4))
    print("band stds: ", np.round(np.asarray(stats.std), 4))


if __name__ == "__main__":
    main()
