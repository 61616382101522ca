import jax.numpy as jnp
import numpy as np

from precision import heatmap_density

SETTINGS = {"heatmap_dtype": "float32"}


def match_heatmap(positions):
    return heatmap_density(positions, dtype=SETTINGS["heatmap_dtype"])


def season_heatmap(all_positions):
    return heatmap_density(all_positions, dtype=jnp.float32)


def main():
    rng = np.random.default_rng(3)
    season = np.zeros((32, 32), np.float32)
    for m in range(4):
        pos = rng.beta(2, 2, size=(500, 2)).astype(np.float32)
        season += np.asarray(match_heatmap(pos))
        season_view = season_heatmap(pos)
    print(float(season.max()), float(season_view.max()))


if __name__ == "__main__":
    main()
