import jax.numpy as jnp
import numpy as np

from continuum import fit_continuum

WAVE = np.linspace(4000, 7000, 600).astype(np.float32)


def archive(n, seed=0):
    """Older archival spectra were reduced without an error array."""
    rng = np.random.default_rng(seed)
    for i in range(n):
        cont = 1 + 0.3 * ((WAVE - 5500) / 1500) ** 2
        flux = (cont * (1 + 0.02 * rng.normal(size=WAVE.size))).astype(np.float32)
        ivar = np.full(WAVE.size, 2500.0, np.float32) if i % 2 else None
        yield flux, ivar


if __name__ == "__main__":
    wave = jnp.asarray(WAVE)
    for i, (flux, ivar) in enumerate(archive(6)):
        if ivar is None:
            cont = fit_continuum(wave, jnp.asarray(flux))
        else:
            cont = fit_continuum(wave, jnp.asarray(flux), jnp.asarray(ivar))
        print(f"spec {i}: normalised rms {float(jnp.std(flux / cont)):.4f}")
