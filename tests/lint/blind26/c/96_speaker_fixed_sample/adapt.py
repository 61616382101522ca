import jax
import jax.numpy as jnp


@jax.jit
def speaker_shift(w, shift, x, y):
    def lf(shift):
        z = (x - shift) @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    for _ in range(5):
        shift = shift - 0.5 * jax.grad(lf)(shift)
    return shift, lf(shift)
