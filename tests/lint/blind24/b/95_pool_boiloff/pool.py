from functools import partial

import jax
import jax.numpy as jnp

RHO_W = 958.0      # kg/m3 near saturation
H_FG = 2.257e6     # J/kg
CP = 4200.0
AREA = 80.0        # m2 pool surface


@partial(jax.jit, static_argnames=("dt_h", "n_sub"))
def advance_pool(level_m, temp_c, decay_heat_w, dt_h, n_sub):
    def body(i, s):
        level, temp = s
        dt = dt_h * 3600.0 / n_sub
        mass = RHO_W * AREA * level
        heating = jnp.where(temp < 100.0, decay_heat_w * dt / (mass * CP), 0.0)
        boil = jnp.where(temp >= 100.0, decay_heat_w * dt / (H_FG * RHO_W * AREA), 0.0)
        return level - boil, jnp.minimum(temp + heating, 100.0)
    return jax.lax.fori_loop(0, n_sub, body, (level_m, temp_c))
