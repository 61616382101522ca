from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("cfg",))
def asf_daily_hazard(infectious, dist_km, beta, cfg):
    kernel = jnp.exp(-dist_km / cfg.kernel_scale_km)
    kernel = kernel * (1.0 - jnp.eye(cfg.n_farms))
    force = beta * kernel @ infectious / cfg.infectious_days
    return 1.0 - jnp.exp(-force)
