from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def rate_policies(features, cfg):
    age, ncd_years, vehicle_group = features[:, 0], features[:, 1], features[:, 2]
    ncd = jnp.asarray(cfg.ncd_scale)[jnp.clip(ncd_years.astype(jnp.int32), 0, len(cfg.ncd_scale) - 1)]
    young = jnp.where(age < cfg.young_driver_age, 1.6, 1.0)
    return cfg.base_rate * ncd * young * (1.0 + 0.04 * vehicle_group)
