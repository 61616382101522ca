import jax
import jax.numpy as jnp

DT = 0.05


def simulate(kp, ki, kd, setpoint, steps=100):
    def step(carry, _):
        y, v, integ, prev_err = carry
        err = setpoint - y
        integ = integ + err * DT
        deriv = (err - prev_err) / DT
        u = kp * err + ki * integ + kd * deriv
        v = v + DT * (u - 0.5 * v)
        y = y + DT * v
        return (y, v, integ, err), y

    init = (jnp.zeros(()), jnp.zeros(()), jnp.zeros(()), jnp.asarray(setpoint))
    _, ys = jax.lax.scan(step, init, None, length=steps)
    return ys
