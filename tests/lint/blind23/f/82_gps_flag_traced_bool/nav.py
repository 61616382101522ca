import jax
import jax.numpy as jnp


@jax.jit
def blend_position(ins_pos, gps_pos, gps_ok, ins_age):
    # complementary blend; fall back to inertial when GPS is unavailable
    k = jnp.where(gps_ok, jnp.clip(0.2 + 0.01 * ins_age, 0.2, 0.8), 0.0)
    return ins_pos + k * (gps_pos - ins_pos)
