import jax
import jax.numpy as jnp

from state import IceOceanState

T_FREEZE = -1.8
RHO_I, L_F, RHO_W, CP = 917.0, 3.34e5, 1025.0, 3990.0


@jax.jit
def seaice_thermo_step(state, heat_flux, dt):
    sst, h, s = state
    # ocean mixed layer (30 m) warms/cools; when at freezing, extra cooling grows ice
    dT = heat_flux * dt / (RHO_W * CP * 30.0)
    sst_new = sst + dT
    growth = jnp.where(sst_new < T_FREEZE, (T_FREEZE - sst_new) * RHO_W * CP * 30.0 / (RHO_I * L_F), 0.0)
    melt = jnp.where((h > 0) & (sst_new > T_FREEZE), jnp.minimum(h, (sst_new - T_FREEZE) * RHO_W * CP * 30.0 / (RHO_I * L_F)), 0.0)
    h_new = jnp.maximum(h + growth - melt, 0.0)
    sst_new = jnp.clip(sst_new, T_FREEZE, None) - melt * RHO_I * L_F / (RHO_W * CP * 30.0) * (melt > 0)
    s_new = s + 0.7 * (growth - melt) * 30.0 / 30.0 * 0.1
    return IceOceanState(sst_new, h_new, s_new)
