import jax
import jax.numpy as jnp

NX, NY = 48, 16
DX = 1.0 / NY
NU = 0.02


def apply_inflow(c, inflow):
    return c.at[0, :].set(inflow)


@jax.jit
def advect_diffuse(c, u, inflow, dt):
    c = apply_inflow(c, inflow)
    # first-order upwind in x (u > 0), central diffusion
    dcdx = (c - jnp.roll(c, 1, axis=0)) / DX
    lap = (jnp.roll(c, 1, 0) + jnp.roll(c, -1, 0) + jnp.roll(c, 1, 1) + jnp.roll(c, -1, 1) - 4 * c) / DX ** 2
    c_new = c + dt * (-u * dcdx + NU * lap)
    c_new = c_new.at[-1, :].set(c_new[-2, :])  # outflow
    c_new = c_new.at[:, 0].set(c_new[:, 1]).at[:, -1].set(c_new[:, -2])  # walls
    return apply_inflow(c_new, inflow)
