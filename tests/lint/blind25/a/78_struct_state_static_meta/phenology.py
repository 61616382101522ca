import jax
import jax.numpy as jnp


@jax.jit
def advance_hour_block(state, temps):
    chill = jnp.sum((temps > 0.0) & (temps < 7.2)) / 24.0
    chill_portions = state.chill_portions + chill
    released = chill_portions >= state.chill_requirement
    gdh = state.gdh + jnp.where(released, jnp.sum(jnp.clip(temps - 4.5, 0.0, 20.5)), 0.0)
    return state.replace(chill_portions=chill_portions, gdh=gdh, doy=state.doy + 1)
