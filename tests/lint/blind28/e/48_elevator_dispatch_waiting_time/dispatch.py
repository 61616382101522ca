import jax
import jax.numpy as jnp


@jax.jit
def estimated_wait(call_floors, car_floors, car_load):
    dist = jnp.abs(call_floors[:, None] - car_floors[None, :])
    penalty = 6.0 * car_load[None, :]
    eta = dist * 1.8 + penalty
    return jnp.min(eta, axis=1).mean()
