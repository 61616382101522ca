import jax
import jax.numpy as jnp


@jax.jit
def tilt_compensated_heading(params, mag, roll, pitch):
    m = mag - params.get("hard_iron", 0.0)
    m = params["soft_iron"] @ m
    cr, sr, cp, sp = jnp.cos(roll), jnp.sin(roll), jnp.cos(pitch), jnp.sin(pitch)
    xh = m[0] * cp + m[1] * sr * sp + m[2] * cr * sp
    yh = m[1] * cr - m[2] * sr
    return jnp.arctan2(-yh, xh)
