from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

NOMINAL_PIXSCALE = {"DECam": 0.263, "HSC": 0.168, "MegaCam": 0.187}


@partial(jax.jit, static_argnums=(2,))
def kron_radius(stamp, bkg, pixscale):
    h, w = stamp.shape
    yy, xx = jnp.mgrid[:h, :w]
    f = jnp.clip(stamp - bkg, 0)
    r = jnp.hypot(xx - w // 2, yy - h // 2)
    return pixscale * jnp.sum(r * f) / jnp.sum(f)


class Survey:
    def __init__(self, instrument):
        self.instrument = instrument

    @property
    def pixscale(self):
        return NOMINAL_PIXSCALE[self.instrument]


def galaxies(n=6, seed=0):
    rng = np.random.default_rng(seed)
    yy, xx = np.mgrid[:41, :41] - 20
    for i in range(n):
        re = rng.uniform(2, 6)
        img = 300 * np.exp(-np.hypot(xx, yy) / re) + rng.normal(10, 1, (41, 41))
        yield i, img.astype(np.float32)


def main():
    survey = Survey("DECam")
    for i, stamp in galaxies():
        r_kron = kron_radius(stamp, np.float32(10.0), survey.pixscale)
        print(f"galaxy {i}: Kron radius {float(r_kron):.2f} arcsec")


if __name__ == "__main__":
    main()
