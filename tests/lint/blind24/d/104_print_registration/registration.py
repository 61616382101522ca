import jax
import jax.numpy as jnp


@jax.jit
def registration_offset(ref, frame):
    # phase correlation between the reference screen and the printed repeat
    F = jnp.fft.fft2(ref) * jnp.conj(jnp.fft.fft2(frame))
    corr = jnp.abs(jnp.fft.ifft2(F / (jnp.abs(F) + 1e-6)))
    idx = jnp.argmax(corr)
    return jnp.array([idx // corr.shape[1], idx % corr.shape[1]])
