import jax
import jax.numpy as jnp


@jax.jit
def process_symbol(h_est, y, pilot, is_pilot):
    def update(h):
        return 0.5 * h + 0.5 * y / pilot

    def keep(h):
        return h

    h_est = jax.lax.cond(is_pilot, update, keep, h_est)
    return h_est, y / h_est
