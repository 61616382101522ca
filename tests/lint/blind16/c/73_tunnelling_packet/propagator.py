import jax
import jax.numpy as jnp


@jax.jit
def split_step(psi, potential, k2, dt):
    psi = psi * jnp.exp(-0.5j * dt * potential)
    psi = jnp.fft.ifft(jnp.exp(-0.5j * dt * k2) * jnp.fft.fft(psi))
    return psi * jnp.exp(-0.5j * dt * potential)
