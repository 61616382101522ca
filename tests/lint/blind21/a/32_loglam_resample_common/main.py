import jax
import jax.numpy as jnp
import numpy as np

from grids import rest_frame_grid

OBS_WAVE = np.linspace(3600.0, 9800.0, 2000).astype(np.float32)


@jax.jit
def resample(new_wave, wave, flux, ivar):
    f = jnp.interp(new_wave, wave, flux)
    w = jnp.interp(new_wave, wave, ivar, left=0.0, right=0.0)
    return f, w


def survey_spectra(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        z = float(rng.uniform(0.05, 0.6))
        flux = (1 + 0.1 * rng.normal(size=OBS_WAVE.size)).astype(np.float32)
        yield z, flux, np.full(OBS_WAVE.size, 100.0, np.float32)


if __name__ == "__main__":
    wave = jnp.asarray(OBS_WAVE)
    for z, flux, ivar in survey_spectra(5):
        rest = rest_frame_grid(OBS_WAVE, z)
        f, w = resample(jnp.asarray(rest), wave / (1 + z), flux, ivar)
        covered = w > 0
        print(f"z={z:.3f} npix={int(covered.sum())} mean={float(jnp.sum(f * covered) / covered.sum()):.3f}")
