import jax
import jax.numpy as jnp


@jax.jit
def frequency_index(trace, fs):
    """Ratio of high- to low-band spectral amplitude used for LP/VT classification."""
    spec = jnp.abs(jnp.fft.rfft(trace - trace.mean()))
    f = jnp.fft.rfftfreq(trace.shape[0]) * fs
    hi = jnp.sum(jnp.where((f > 10) & (f < 15), spec, 0.0))
    lo = jnp.sum(jnp.where((f > 1) & (f < 5), spec, 0.0))
    return jnp.log10(hi / lo)
