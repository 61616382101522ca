import jax
import jax.numpy as jnp


@jax.jit
def modal_energy(signals, bands):
    spec = jnp.abs(jnp.fft.rfft(signals - signals.mean(-1, keepdims=True), axis=-1)) ** 2
    freqs = jnp.fft.rfftfreq(signals.shape[-1], d=1 / 30.0)
    return jnp.stack([jnp.sum(spec * ((freqs >= lo) & (freqs < hi)), -1) for lo, hi in bands], -1)
