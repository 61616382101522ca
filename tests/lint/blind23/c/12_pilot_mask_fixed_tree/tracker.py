import jax
import jax.numpy as jnp


@jax.jit
def track_and_equalize(h_est, slot):
    alpha = 0.7 * slot["has_pilot"]
    h_est = (1 - alpha) * h_est + alpha * slot["pilot_rx"]
    eq = slot["rx"] / h_est
    return h_est, eq
