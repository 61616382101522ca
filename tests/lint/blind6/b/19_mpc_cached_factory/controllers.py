import functools

import jax
import jax.numpy as jnp


def unicycle(x, u, dt=0.05):
    px, py, th = x
    v, w = u
    return jnp.array([px + dt * v * jnp.cos(th), py + dt * v * jnp.sin(th), th + dt * w])


@functools.lru_cache(maxsize=None)
def make_tracking_cost(horizon):
    def tracking_cost(x0, us, goal):
        def body(x, u):
            xn = unicycle(x, u)
            return xn, jnp.sum((xn[:2] - goal) ** 2) + 1e-2 * jnp.sum(u ** 2)
        _, c = jax.lax.scan(body, x0, us[:horizon])
        return c.sum()
    return jax.jit(jax.value_and_grad(tracking_cost, argnums=1))
