from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def rebin_spectrum(flux, ivar, factor):
    n = flux.shape[0] // factor * factor
    f = flux[:n].reshape(-1, factor)
    w = ivar[:n].reshape(-1, factor)
    wsum = w.sum(1)
    return (f * w).sum(1) / jnp.maximum(wsum, 1e-12), wsum


def factor_for(resolution, target_resolution=1000):
    return int(np.floor(resolution / target_resolution))


def main():
    rng = np.random.default_rng(2)
    for name, R in [("X-shooter VIS", 8900), ("UVES", 40000 // 5), ("FORS2", 1000 * 8 + 500)]:
        flux = (1 + rng.normal(0, 0.2, 4096)).astype(np.float32)
        ivar = np.full(4096, 25.0, np.float32)
        f = factor_for(R)
        binned, w = rebin_spectrum(flux, ivar, f)
        print(f"{name}: R={R} binned by {f}, S/N per bin {float(jnp.median(binned * jnp.sqrt(w))):.1f}")


if __name__ == "__main__":
    main()
