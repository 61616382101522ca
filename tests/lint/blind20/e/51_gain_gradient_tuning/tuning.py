import jax
import jax.numpy as jnp
import optax

DT = 0.02


def closed_loop_cost(gains, setpoint=1.0, steps=150):
    def f(carry, _):
        y, v, integ = carry
        err = setpoint - y
        integ = integ + DT * err
        u = gains["kp"] * err + gains["ki"] * integ - gains["kd"] * v
        v = v + DT * (u - 0.8 * v - 2.0 * y)
        y = y + DT * v
        return (y, v, integ), err ** 2
    _, errs = jax.lax.scan(f, (0.0, 0.0, 0.0), None, length=steps)
    return DT * jnp.sum(errs)


optimizer = optax.adam(0.05)


@jax.jit
def tune_step(gains, opt_state):
    cost, grads = jax.value_and_grad(closed_loop_cost)(gains)
    updates, opt_state = optimizer.update(grads, opt_state, gains)
    return optax.apply_updates(gains, updates), opt_state, cost
