import dataclasses

import jax.numpy as jnp
import numpy as np

from config import StochasticConfig
from stochastic import photon_shot_image


def contact_aerial(n=64, r=8):
    y, x = np.mgrid[:n, :n] - n / 2
    return jnp.asarray(np.exp(-(x ** 2 + y ** 2) / (2 * r ** 2)), jnp.float32)


def main():
    base = StochasticConfig()
    aerial = contact_aerial()
    areas = []
    for replicate in range(6):
        cfg = dataclasses.replace(base, seed=replicate)
        img = photon_shot_image(aerial, jnp.float32(30.0), cfg)
        thr = 0.5 * float(img.max())
        areas.append(float((img > thr).sum()))
    print(f"contact area {np.mean(areas):.1f} +/- {np.std(areas):.1f} px over {len(areas)} replicates")


if __name__ == "__main__":
    main()
