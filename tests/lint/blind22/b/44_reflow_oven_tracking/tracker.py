import jax
import jax.numpy as jnp


@jax.jit
def kalman_track(setpoint, measured, valid, q, r):
    def step(carry, inputs):
        x, p = carry
        sp, z, ok = inputs
        p_pred = p + q
        k = p_pred / (p_pred + r)
        x_new = x + k * (z - sp - x)
        p_new = (1.0 - k) * p_pred
        x = jnp.where(ok, x_new, x)
        p = jnp.where(ok, p_new, p)
        return (x, p), x

    init = (jnp.float32(0.0), jnp.float32(1.0))
    (_, _), offsets = jax.lax.scan(step, init, (setpoint, measured, valid))
    return offsets
