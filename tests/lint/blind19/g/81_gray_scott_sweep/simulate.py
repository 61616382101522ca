import jax
import jax.numpy as jnp


def laplacian(z):
    return (jnp.roll(z, 1, 0) + jnp.roll(z, -1, 0) + jnp.roll(z, 1, 1) + jnp.roll(z, -1, 1) - 4 * z)


@jax.jit
def gray_scott(u, v, feed, kill, dt, step_index):
    def body(carry, _):
        u, v = carry
        uvv = u * v * v
        u = u + dt * (0.16 * laplacian(u) - uvv + feed * (1 - u))
        v = v + dt * (0.08 * laplacian(v) + uvv - (feed + kill) * v)
        return (u, v), None

    (u, v), _ = jax.lax.scan(body, (u, v), step_index)
    return u, v
