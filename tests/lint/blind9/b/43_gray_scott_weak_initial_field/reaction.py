import jax
import jax.numpy as jnp


def laplacian(a):
    return (jnp.roll(a, 1, 0) + jnp.roll(a, -1, 0) + jnp.roll(a, 1, 1) + jnp.roll(a, -1, 1) - 4 * a)


@jax.jit
def gray_scott_block(u, v, feed, kill, du=0.16, dv=0.08, dt=1.0):
    def body(_, uv):
        u, v = uv
        uvv = u * v * v
        u = u + dt * (du * laplacian(u) - uvv + feed * (1 - u))
        v = v + dt * (dv * laplacian(v) + uvv - (feed + kill) * v)
        return u, v
    return jax.lax.fori_loop(0, 50, body, (u, v))
