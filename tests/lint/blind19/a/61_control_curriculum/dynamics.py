import jax
import jax.numpy as jnp

DT = 0.05
TARGET = jnp.array([1.0, 0.5])


def rollout(controls, x0):
    def body(state, u):
        x, v = state
        v = v + DT * (u - 0.1 * v)
        x = x + DT * v
        return (x, v), x

    (x, v), path = jax.lax.scan(body, (x0, jnp.zeros_like(x0)), controls)
    return x, v, path


def objective(controls, x0):
    x, v, _ = rollout(controls, x0)
    return jnp.sum((x - TARGET) ** 2) + 0.1 * jnp.sum(v ** 2) + 1e-3 * jnp.sum(controls ** 2)
