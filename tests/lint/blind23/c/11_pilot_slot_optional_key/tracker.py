import jax
import jax.numpy as jnp


@jax.jit
def track_and_equalize(h_est, slot):
    if "pilot_rx" in slot:
        h_est = 0.3 * h_est + 0.7 * slot["pilot_rx"] / slot["pilot_tx"]
    eq = slot["rx"] / h_est
    hard = (jnp.sign(eq.real) + 1j * jnp.sign(eq.imag)) / jnp.sqrt(2.0)
    h_est = 0.9 * h_est + 0.1 * slot["rx"] / hard
    return h_est, eq
