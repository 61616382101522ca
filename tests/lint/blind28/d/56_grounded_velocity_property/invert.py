import jax
import jax.numpy as jnp


@jax.jit
def friction_update(log_c, h, bed, u_obs):
    def misfit(lc):
        tau_d = 917.0 * 9.81 * h * 1e-3
        u = (tau_d / jnp.exp(lc)) ** 3
        return jnp.mean((u - u_obs) ** 2) / 1e4
    loss, g = jax.value_and_grad(misfit)(log_c)
    return log_c - 0.05 * jnp.clip(g, -1.0, 1.0), loss
