import functools
from dataclasses import dataclass

import jax
import jax.numpy as jnp
import numpy as np

from water import mndwi_water


@dataclass
class FloodConfig:
    mndwi_threshold: float = 0.1
    min_valid: float = 0.001


def flood_extent(tiles, cfg):
    areas = []
    for green, swir in tiles:
        detect = jax.jit(functools.partial(mndwi_water, threshold=cfg.mndwi_threshold,
                                           min_valid=cfg.min_valid))
        water = detect(green, swir)
        areas.append(int(water.sum()))
    return areas


def main():
    rng = np.random.default_rng(0)
    tiles = [(jnp.asarray(rng.uniform(0, 0.3, (64, 64)).astype(np.float32)),
              jnp.asarray(rng.uniform(0, 0.3, (64, 64)).astype(np.float32))) for _ in range(5)]
    print("water pixels per tile:", flood_extent(tiles, FloodConfig()))


if __name__ == "__main__":
    main()
