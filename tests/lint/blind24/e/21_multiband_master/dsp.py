import jax
import jax.numpy as jnp


@jax.jit
def multiband_compress(bands, thresholds, ratio):
    out = []
    for band, thr in zip(bands, thresholds):
        env = jnp.abs(band)
        over = jnp.maximum(env - thr, 0.0)
        gain = jnp.where(env > 0, (env - over + over / ratio) / jnp.maximum(env, 1e-9), 1.0)
        out.append(band * gain)
    return sum(out)


def split_bands(signal, edges):
    spec = jnp.fft.rfft(signal)
    freqs = jnp.arange(spec.shape[-1])
    bands = []
    for lo, hi in zip(edges[:-1], edges[1:]):
        m = (freqs >= lo) & (freqs < hi)
        bands.append(jnp.fft.irfft(spec * m, n=signal.shape[-1]))
    return bands
