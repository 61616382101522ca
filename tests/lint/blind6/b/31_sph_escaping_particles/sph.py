import jax
import jax.numpy as jnp

H = 0.1


@jax.jit
def density_and_forces(pos, vel):
    d = pos[:, None, :] - pos[None, :, :]
    r2 = jnp.sum(d ** 2, -1)
    w = jnp.where(r2 < H ** 2, (H ** 2 - r2) ** 3, 0.0)
    rho = w.sum(1)
    pressure = 50.0 * (rho / rho.mean() - 1)
    grad_w = -6 * jnp.where(r2 < H ** 2, (H ** 2 - r2) ** 2, 0.0)[..., None] * d
    force = -jnp.sum((pressure[:, None] + pressure[None, :])[..., None] * grad_w, 1)
    return rho, force - 0.5 * vel + jnp.array([0.0, -9.81])
