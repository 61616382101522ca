import jax
import jax.numpy as jnp


@jax.jit
def fit_trend(t, flux, mask=None):
    x = (t - t.mean()) / (t.max() - t.min())
    A = jnp.stack([x ** k for k in range(5)], axis=1)
    w = jnp.ones_like(flux) if mask is None else mask.astype(flux.dtype)
    coef = jnp.linalg.lstsq(A * w[:, None], flux * w)[0]
    return A @ coef


def clip_outliers(flux, trend, nsigma=3.0):
    r = flux - trend
    mad = jnp.median(jnp.abs(r - jnp.median(r))) * 1.4826
    return jnp.abs(r) < nsigma * mad
