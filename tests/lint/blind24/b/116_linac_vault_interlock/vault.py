import jax
import jax.numpy as jnp

TVL_CONCRETE_CM = 37.0  # 10 MV photons


@jax.jit
def maze_door_dose(workload_gy_wk, beam_on, wall_cm, use_factor):
    primary = workload_gy_wk * use_factor * 10.0 ** (-wall_cm / TVL_CONCRETE_CM)
    leakage = 1e-3 * workload_gy_wk * 10.0 ** (-(wall_cm - 30.0) / TVL_CONCRETE_CM)
    return jnp.where(beam_on, primary + leakage, 0.0) * 1e6  # uSv/wk
