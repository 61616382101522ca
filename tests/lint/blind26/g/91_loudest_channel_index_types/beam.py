import jax
import jax.numpy as jnp


@jax.jit
def coherence_to_ref(audio, ref):
    r = audio[ref]
    num = jnp.abs(jnp.fft.rfft(audio) * jnp.conj(jnp.fft.rfft(r)))
    den = jnp.abs(jnp.fft.rfft(audio)) * jnp.abs(jnp.fft.rfft(r)) + 1e-9
    return (num / den).mean(axis=1)
