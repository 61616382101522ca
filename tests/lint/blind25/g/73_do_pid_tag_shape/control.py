import jax
import jax.numpy as jnp


@jax.jit
def pid_update(state, pv, setpoint, gains):
    integ, prev_err = state
    err = setpoint - pv
    integ = jnp.clip(integ + err, -200.0, 200.0)
    out = gains[0] * err + gains[1] * integ + gains[2] * (err - prev_err)
    stirrer_rpm = jnp.clip(400.0 + out, 200.0, 1200.0)
    return (integ, err), stirrer_rpm
