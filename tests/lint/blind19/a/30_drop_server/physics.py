import jax
import jax.numpy as jnp

MAX_HORIZON = 128


@jax.jit
def simulate(pos, vel, dt):
    def body(carry, _):
        p, v = carry
        v = v + dt * jnp.array([0.0, -9.81])
        p = p + dt * v
        v = jnp.where(p < 0.0, -0.8 * v, v)
        p = jnp.maximum(p, 0.0)
        return (p, v), p[:, 1].mean()

    (pos, vel), heights = jax.lax.scan(body, (pos, vel), None, length=MAX_HORIZON)
    return pos, heights
