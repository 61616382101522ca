import jax
import jax.numpy as jnp


@jax.jit
def kalman_step(x, p, z, dt, q, r):
    x_pred = x + dt * 0.2
    p_pred = p + q * dt
    k = p_pred / (p_pred + r)
    x_new = x_pred + k * (z - x_pred)
    p_new = (1 - k) * p_pred
    return x_new.squeeze(), p_new.squeeze()


def initial_belief(first_ping_km):
    return jnp.array([first_ping_km], jnp.float32), jnp.array([0.25], jnp.float32)
