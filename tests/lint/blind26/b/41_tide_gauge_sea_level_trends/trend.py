import jax
import jax.numpy as jnp


@jax.jit
def weighted_trends(years, msl, w):
    def one(t, y, wi):
        n = wi.sum()
        tm = (wi * t).sum() / n
        ym = (wi * y).sum() / n
        slope = (wi * (t - tm) * (y - ym)).sum() / (wi * (t - tm) ** 2).sum()
        resid = wi * (y - ym - slope * (t - tm))
        se = jnp.sqrt((resid ** 2).sum() / (n - 2) / (wi * (t - tm) ** 2).sum())
        return slope, se
    return jax.vmap(one)(years, msl, w)
