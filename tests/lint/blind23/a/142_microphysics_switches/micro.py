import jax
import jax.numpy as jnp


@jax.jit
def warm_cold_rain(qc, qr, T, opts):
    auto = jnp.where(opts["autoconversion"], 1e-3 * jnp.maximum(qc - 5e-4, 0.0), 0.0)
    freeze = jnp.where(opts["ice"] & (T < 268.0), 0.05 * qr, 0.0)
    return qc - auto, qr + auto - freeze, freeze
