import jax
import jax.numpy as jnp


def laplacian(z):
    return (jnp.roll(z, 1, 0) + jnp.roll(z, -1, 0) + jnp.roll(z, 1, 1) + jnp.roll(z, -1, 1) - 4 * z)


@jax.jit
def gray_scott(u, v, feed, kill, dt, n_steps):
    def body(i, carry):
        u, v = carry
        uvv = u * v * v
        u = u + dt * (0.16 * laplacian(u) - uvv + feed * (1 - u))
        v = v + dt * (0.08 * laplacian(v) + uvv - (feed + kill) * v)
        return u, v

    return jax.lax.fori_loop(0, n_steps, body, (u, v))
