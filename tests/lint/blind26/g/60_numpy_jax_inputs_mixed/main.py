import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def spectral_centroid(power, freqs):
    return jnp.sum(power * freqs, axis=-1) / (jnp.sum(power, axis=-1) + 1e-9)


freqs = jnp.linspace(0, 11025, 129)
rng = np.random.default_rng(0)
cached = {}
for clip in range(8):
    if clip % 3 == 0:
        # recompute on device
        power = jnp.abs(jnp.fft.rfft(jnp.asarray(rng.normal(size=(40, 256)).astype(np.float32)), axis=-1)) ** 2
    else:
        power = (np.abs(np.fft.rfft(rng.normal(size=(40, 256)), axis=-1)) ** 2).astype(np.float32)
    c = spectral_centroid(power, freqs)
    print(clip, type(power).__name__, round(float(c.mean()), 1))
