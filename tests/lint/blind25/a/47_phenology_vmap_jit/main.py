import jax.numpy as jnp
import numpy as np

from phenology import fit_curves


def tile_parameters(rng, n_pixels=256):
    base = rng.uniform(0.1, 0.2, n_pixels)
    amp = rng.uniform(0.4, 0.7, n_pixels)
    sos = rng.uniform(110, 140, n_pixels)
    eos = rng.uniform(230, 270, n_pixels)
    r1 = rng.uniform(0.05, 0.12, n_pixels)
    r2 = rng.uniform(0.05, 0.12, n_pixels)
    return jnp.asarray(np.stack([base, amp, sos, eos, r1, r2], axis=1), jnp.float32)


def main():
    rng = np.random.default_rng(0)
    doy = jnp.arange(1.0, 366.0, 5.0)
    for tile in range(5):
        peak, peak_doy = fit_curves(tile_parameters(rng), doy)
        print(f"tile {tile}: mean peak NDVI {float(peak.mean()):.3f} on DOY {float(peak_doy.mean()):.0f}")


if __name__ == "__main__":
    main()
