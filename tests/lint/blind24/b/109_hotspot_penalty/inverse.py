import jax
import jax.numpy as jnp


@jax.jit
def gradient_step(strengths, response, readings, penalty):
    def objective(s):
        return jnp.sum((response @ s - readings) ** 2) + penalty(s)
    g = jax.grad(objective)(strengths)
    return jnp.maximum(strengths - 1e-3 * g, 0.0), objective(strengths)
