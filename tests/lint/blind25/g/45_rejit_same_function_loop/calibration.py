import jax.numpy as jnp


def beer_lambert_fit(absorbance, conc_std):
    """Least-squares slope/intercept of a caffeine standard curve at 273 nm."""
    a = jnp.stack([conc_std, jnp.ones_like(conc_std)], axis=1)
    coef, *_ = jnp.linalg.lstsq(a, absorbance)
    resid = absorbance - a @ coef
    r2 = 1 - jnp.sum(resid ** 2) / jnp.sum((absorbance - absorbance.mean()) ** 2)
    return coef, r2
