import jax
import jax.numpy as jnp
import numpy as np

N_FFT, HOP = 256, 128


@jax.jit
def to_logspec(x):
    n = 1 + (x.shape[-1] - N_FFT) // HOP
    idx = jnp.arange(N_FFT)[None] + HOP * jnp.arange(n)[:, None]
    return jnp.log1p(jnp.abs(jnp.fft.rfft(x[..., idx] * jnp.hanning(N_FFT), axis=-1)))


def feature_batches(clips, batch_size):
    for s in range(0, len(clips), batch_size):
        yield to_logspec(clips[s:s + batch_size])
