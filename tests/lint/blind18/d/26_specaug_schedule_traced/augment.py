from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def augment(spec, key, cfg, time_mask, noise_std):
    kf, kt, kn = jax.random.split(key, 3)
    n_t, n_f = spec.shape[-2:]
    f0 = jax.random.randint(kf, (), 0, n_f - cfg.freq_mask)
    t0 = jax.random.randint(kt, (), 0, n_t - cfg.max_time_mask)
    f_idx = jnp.arange(n_f)
    t_idx = jnp.arange(n_t)
    fmask = (f_idx >= f0) & (f_idx < f0 + cfg.freq_mask)
    tmask = (t_idx >= t0) & (t_idx < t0 + time_mask)
    out = jnp.where(fmask[None, :] | tmask[:, None], 0.0, spec)
    return out + noise_std * jax.random.normal(kn, spec.shape)
