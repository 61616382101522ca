import jax
import jax.numpy as jnp

from domain import MarineSector


@jax.jit
def weighted_friction_update(log_c, h, u_obs, weight):
    def misfit(lc):
        u = (917.0 * 9.81 * h * 1e-3 / jnp.exp(lc)) ** 3
        return jnp.sum(weight * (u - u_obs) ** 2) / (jnp.sum(weight) * 1e4)
    loss, g = jax.value_and_grad(misfit)(log_c)
    return log_c - 0.05 * jnp.clip(g, -1.0, 1.0), loss


sector = MarineSector()
log_c = jnp.float32(jnp.log(2500.0))
for year in range(6):
    sector.thickness = sector.thickness - 40.0
    w = sector.grounded_weight
    for it in range(10):
        log_c, loss = weighted_friction_update(log_c, sector.thickness, sector.u_obs, w)
    print(f"year {year}: {int(w.sum())} grounded nodes, C = {float(jnp.exp(log_c)):.0f}")
