import jax
import jax.numpy as jnp


@jax.jit
def phase_likelihood(start, end, dates, errs, outlier_w=None):
    inside = jax.nn.sigmoid((dates - end) / errs) * jax.nn.sigmoid((start - dates) / errs)
    ll = jnp.log(inside + 1e-9) - jnp.log(start - end)
    if outlier_w is not None:
        ll = ll * (1 - outlier_w)
    return ll.sum()
