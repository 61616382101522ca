import jax.numpy as jnp

TAU_SCALES = (0.5, 1.0, 2.5, 5.0)
MU_SCALE = 10.0


def prior_params(tau_scale):
    return {
        "tau_scale": jnp.asarray(tau_scale, dtype=jnp.float32),
        "mu_scale": jnp.asarray(MU_SCALE, dtype=jnp.float32),
    }
