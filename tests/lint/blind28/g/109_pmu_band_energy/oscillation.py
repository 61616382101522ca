import jax
import jax.numpy as jnp


@jax.jit
def band_energy(signals, bands):
    spec = jnp.abs(jnp.fft.rfft(signals - signals.mean(-1, keepdims=True), axis=-1)) ** 2
    freqs = jnp.fft.rfftfreq(signals.shape[-1], d=1 / 30.0)
    mask = (freqs[None, :] >= bands[:, :1]) & (freqs[None, :] < bands[:, 1:])
    return spec @ mask.T.astype(spec.dtype)
