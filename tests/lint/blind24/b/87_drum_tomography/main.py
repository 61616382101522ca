import jax.numpy as jnp
import numpy as np

from losses import LOSSES
from recon import tomo_step

SETTINGS = {"loss": "poisson", "lr": 1e-4, "iterations": 40}


def drum_projection(n_vox=64, n_rays=160, seed=0):
    rng = np.random.default_rng(seed)
    a = (rng.random((n_rays, n_vox)) < 0.15) * 1.2     # path length per voxel, cm
    mu_true = np.full(n_vox, 0.08)
    mu_true[20:28] = 0.5                                 # dense item in the drum
    counts = rng.poisson(2.0e4 * np.exp(-a @ mu_true))
    return jnp.asarray(a.astype(np.float32)), jnp.asarray(counts.astype(np.float32))


def main():
    a, counts = drum_projection()
    mu = jnp.full(a.shape[1], 0.1, dtype=jnp.float32)
    for it in range(SETTINGS["iterations"]):
        mu, obj = tomo_step(mu, a, counts, LOSSES[SETTINGS["loss"]], SETTINGS["lr"])
    print(f"objective {float(obj):.3f}, max mu {float(mu.max()):.3f} 1/cm")


if __name__ == "__main__":
    main()
