import jax
import jax.numpy as jnp
import numpy as np

from meta import sampling_rate


@jax.jit
def spectral_centroid(trace, fs):
    spec = jnp.abs(jnp.fft.rfft(trace - trace.mean()))
    f = jnp.fft.rfftfreq(trace.shape[0]) * fs
    return jnp.sum(f * spec) / jnp.sum(spec)


rng = np.random.default_rng(31)
for idx in [0, None, 1, 2, None, 0]:
    fs = sampling_rate(idx)
    print(idx, round(float(spectral_centroid(rng.normal(size=2048).astype(np.float32), fs)), 2))
