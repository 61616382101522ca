from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def simulate_layer_losses(key, peril_params, cfg):
    k_freq, k_sev = jax.random.split(key)
    freq = peril_params["freq"]
    counts = jax.random.poisson(k_freq, freq, shape=(cfg.n_years, cfg.n_perils))
    max_events = 8
    sev = jnp.exp(peril_params["mu"][None, None, :] +
                  peril_params["sigma"][None, None, :] *
                  jax.random.normal(k_sev, (cfg.n_years, max_events, cfg.n_perils)))
    mask = jnp.arange(max_events)[None, :, None] < counts[:, None, :]
    annual = jnp.sum(sev * mask, axis=(1, 2))
    layer = jnp.clip(annual - cfg.retention, 0.0, cfg.limit)
    return layer
