import jax
import jax.numpy as jnp

DT = 0.05
TARGET = jnp.array([1.0, 0.5])
MAX_HORIZON = 40


def rollout(controls, active, x0):
    def body(state, inp):
        u, on = inp
        x, v = state
        v_new = v + DT * (u - 0.1 * v)
        x_new = x + DT * v_new
        x = jnp.where(on, x_new, x)
        v = jnp.where(on, v_new, v)
        return (x, v), x

    (x, v), path = jax.lax.scan(body, (x0, jnp.zeros_like(x0)), (controls, active))
    return x, v, path


def objective(controls, active, x0):
    controls = controls * active[:, None]
    x, v, _ = rollout(controls, active, x0)
    return jnp.sum((x - TARGET) ** 2) + 0.1 * jnp.sum(v ** 2) + 1e-3 * jnp.sum(controls ** 2)
