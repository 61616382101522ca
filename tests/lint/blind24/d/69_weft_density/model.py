import jax
import jax.numpy as jnp


@jax.jit
def density_error(W, batch):
    profiles, target = batch
    spec = jnp.abs(jnp.fft.rfft(profiles, axis=-1))
    pred = spec @ W
    return jnp.mean(jnp.abs(pred - target))


@jax.jit
def density_step(W, batch):
    return W - 1e-4 * jax.grad(density_error)(W, batch)
