import jax
import jax.numpy as jnp


@jax.jit
def pid_update(integ, prev_err, err, gains, dt):
    kp, ki, kd = gains
    integ = jnp.clip(integ + err * dt, -0.5, 0.5)
    deriv = (err - prev_err) / dt
    u = kp * err + ki * integ + kd * deriv
    return jnp.clip(u, -0.35, 0.35), integ
