import jax
import jax.numpy as jnp


def sample_pdf(key, bins, weights, n_samples):
    weights = weights + 1e-5
    pdf = weights / jnp.sum(weights, axis=-1, keepdims=True)
    cdf = jnp.cumsum(pdf, axis=-1)
    cdf = jnp.concatenate([jnp.zeros_like(cdf[..., :1]), cdf], axis=-1)
    u = jax.random.uniform(key, cdf.shape[:-1] + (n_samples,))
    idx = jax.vmap(lambda c, uu: jnp.searchsorted(c, uu, side="right"))(cdf, u)
    below = jnp.clip(idx - 1, 0, cdf.shape[-1] - 1)
    above = jnp.clip(idx, 0, cdf.shape[-1] - 1)
    cdf_lo = jnp.take_along_axis(cdf, below, -1)
    cdf_hi = jnp.take_along_axis(cdf, above, -1)
    bins_lo = jnp.take_along_axis(bins, below, -1)
    bins_hi = jnp.take_along_axis(bins, above, -1)
    denom = jnp.where(cdf_hi - cdf_lo < 1e-5, 1.0, cdf_hi - cdf_lo)
    return bins_lo + (u - cdf_lo) / denom * (bins_hi - bins_lo)


def volume_weights(sigma, t):
    delta = jnp.diff(t, axis=-1, append=t[..., -1:] + 1e3)
    alpha = 1.0 - jnp.exp(-sigma * delta)
    trans = jnp.cumprod(1.0 - alpha + 1e-10, axis=-1)
    trans = jnp.concatenate([jnp.ones_like(trans[..., :1]), trans[..., :-1]], axis=-1)
    return alpha * trans
