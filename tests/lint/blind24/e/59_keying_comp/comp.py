import jax
import jax.numpy as jnp


@jax.jit
def comp_over(fg, bg, matte):
    a = matte.astype(jnp.float32)[..., None]
    despill = fg.at[..., 1].set(jnp.minimum(fg[..., 1], 0.5 * (fg[..., 0] + fg[..., 2]) + 0.1))
    return despill * a + bg * (1.0 - a)
