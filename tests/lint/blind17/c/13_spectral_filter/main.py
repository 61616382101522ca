from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from grid import spec_from_metadata


@partial(jax.jit, static_argnames=("spec",))
def lowpass(field, spec):
    coeffs = jnp.fft.rfft2(field)
    ky = jnp.fft.fftfreq(spec.nlat) * spec.nlat
    kx = jnp.fft.rfftfreq(spec.nlon) * spec.nlon
    keep = (jnp.abs(ky)[:, None] <= spec.truncation) & (kx[None, :] <= spec.truncation)
    return jnp.fft.irfft2(coeffs * keep, s=(spec.nlat, spec.nlon))


def load_batches(n, rng):
    for _ in range(n):
        meta = {"nlat": 32, "nlon": 64, "truncation": 10}
        yield meta, rng.standard_normal((32, 64)).astype(np.float32)


rng = np.random.default_rng(0)
for meta, field in load_batches(5, rng):
    spec = spec_from_metadata(meta)
    smooth = lowpass(field, spec=spec)
    print(float(jnp.std(smooth)))
