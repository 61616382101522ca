import jax
import jax.numpy as jnp


def initial_column(nz=40):
    return {"conc": jnp.zeros(nz, jnp.float32), "bed_mass": jnp.array(5.0, jnp.float32)}


@jax.jit
def resuspension_step(state, tau_b, dt, dz):
    c, bed = state["conc"], state["bed_mass"]
    erosion = jnp.where(tau_b > 0.1, 2e-4 * (tau_b / 0.1 - 1), 0.0)
    erosion = jnp.minimum(erosion, bed / dt)
    ws = 5e-4
    kz = 1e-3
    flux_up = kz * (jnp.roll(c, -1) - c) / dz
    flux_up = flux_up.at[-1].set(0.0)
    settle = ws * c
    dc = (flux_up - jnp.roll(flux_up, 1).at[0].set(-erosion) + jnp.roll(settle, -1).at[-1].set(0.0) - settle) / dz
    deposition = settle[0]
    return {"conc": jnp.maximum(c + dt * dc, 0.0), "bed_mass": bed + dt * (deposition - erosion)}
