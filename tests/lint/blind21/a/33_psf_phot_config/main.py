import functools

import jax
import jax.numpy as jnp
import numpy as np

from config import PSFConfig


@functools.partial(jax.jit, static_argnums=(1,))
def psf_flux(stamps, cfg):
    r = jnp.arange(cfg.stamp) - cfg.stamp // 2
    sigma = cfg.seeing_fwhm / 2.355
    psf = jnp.exp(-(r[:, None] ** 2 + r[None, :] ** 2) / (2 * sigma ** 2))
    psf = psf / psf.sum()
    flux = jnp.sum(stamps * psf, axis=(1, 2)) / jnp.sum(psf * psf)
    for _ in range(cfg.n_iter):
        resid = stamps - flux[:, None, None] * psf
        flux = flux + jnp.sum(resid * psf, axis=(1, 2)) / jnp.sum(psf * psf)
    return flux


def night_log(n_frames, n_stars=20, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n_frames):
        seeing = round(float(rng.uniform(1.0, 2.5)), 2)
        stamps = rng.normal(0, 1, (n_stars, 11, 11)).astype(np.float32) + 5.0
        yield seeing, stamps


if __name__ == "__main__":
    for seeing, stamps in night_log(4):
        cfg = PSFConfig(seeing_fwhm=seeing)
        fluxes = psf_flux(jnp.asarray(stamps), cfg)
        print(f"seeing {seeing}: median flux {float(jnp.median(fluxes)):.2f}")
