from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0,))
def coil_leaving_air(spec, t_air_in, t_water_in, airflow):
    velocity = airflow / spec.face_area_m2
    ua = spec.design_ua * (velocity / 2.5) ** 0.6
    ntu = ua / (1.006 * airflow * 1.2)
    eff = 1.0 - jnp.exp(-ntu * spec.rows / 6.0)
    return t_air_in - eff * (t_air_in - t_water_in)
