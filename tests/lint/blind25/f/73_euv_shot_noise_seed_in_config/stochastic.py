from functools import partial

import jax
import jax.numpy as jnp

EUV_PHOTON_mJ = 1.47e-15  # mJ per 92 eV photon


@partial(jax.jit, static_argnums=(2,))
def photon_shot_image(aerial, dose_mj_cm2, cfg):
    key = jax.random.PRNGKey(cfg.seed)
    px_area_cm2 = (cfg.pixel_nm * 1e-7) ** 2
    mean_photons = aerial * dose_mj_cm2 * px_area_cm2 / EUV_PHOTON_mJ
    absorbed = jax.random.poisson(key, mean_photons * cfg.absorb_per_nm * 30.0)
    blurred = jnp.fft.ifft2(jnp.fft.fft2(absorbed.astype(jnp.float32)) *
                            jnp.exp(-0.5 * (jnp.fft.fftfreq(cfg.grid)[:, None] ** 2 + jnp.fft.fftfreq(cfg.grid)[None] ** 2) * 40.0)).real
    return blurred
