import jax
import jax.numpy as jnp


@jax.jit
def add_phase_noise(key, x, linewidth_hz, fs_hz):
    # Wiener phase noise: random walk with variance 2*pi*linewidth/fs per sample
    std = jnp.sqrt(2 * jnp.pi * linewidth_hz / fs_hz)
    phi = jnp.cumsum(std * jax.random.normal(key, x.shape[-1:]))
    return x * jnp.exp(1j * phi)
