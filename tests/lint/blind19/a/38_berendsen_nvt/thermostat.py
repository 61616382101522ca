import jax
import jax.numpy as jnp


@jax.jit
def thermostat_step(vel, scale, target_t, tau, dt):
    vel = vel * scale
    t_inst = jnp.mean(jnp.sum(vel ** 2, axis=1)) / 3.0
    new_scale = jnp.sqrt(1.0 + dt / tau * (target_t / t_inst - 1.0))
    return vel, new_scale, t_inst
