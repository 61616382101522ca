import jax
import jax.numpy as jnp


@jax.jit
def diffuse_inpaint(frame, hole, n_iters):
    def body(i, img):
        up = jnp.roll(img, 1, 0)
        down = jnp.roll(img, -1, 0)
        left = jnp.roll(img, 1, 1)
        right = jnp.roll(img, -1, 1)
        avg = (up + down + left + right) / 4.0
        return jnp.where(hole, avg, img)

    return jax.lax.fori_loop(0, n_iters, body, jnp.where(hole, 0.5, frame))
