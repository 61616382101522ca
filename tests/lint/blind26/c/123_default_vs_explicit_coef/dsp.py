import jax
import jax.numpy as jnp


@jax.jit
def preemphasis_energy(signal, coef=0.97):
    y = jnp.concatenate([signal[:1], signal[1:] - coef * signal[:-1]])
    return jnp.log((y.reshape(-1, 160) ** 2).sum(-1) + 1e-8)
