import jax
import jax.numpy as jnp

HORIZON = 8


def rollout(x0, s0, feeds, dt=0.5):
    def body(carry, f):
        x, s = carry
        mu = 0.25 * s / (0.4 + s)
        x = x + dt * mu * x
        s = jnp.maximum(s + dt * (f * 4.0 - mu * x / 0.45), 0.0)
        return (x, s), x

    return jax.lax.scan(body, (x0, s0), feeds)[1]


@jax.jit
def plan_feed_masked(x0, s0, steps_left):
    active = jnp.arange(HORIZON) < steps_left

    def cost(f):
        f = jnp.where(active, jnp.clip(f, 0.0, 1.0), 0.0)
        xs = rollout(x0, s0, f)
        return -xs[jnp.maximum(steps_left - 1, 0)] + 0.5 * jnp.sum(f ** 2)

    def gd(_, f):
        return jnp.clip(f - 0.05 * jax.grad(cost)(f), 0.0, 1.0)

    return jnp.where(active, jax.lax.fori_loop(0, 20, gd, jnp.full(HORIZON, 0.2)), 0.0)
