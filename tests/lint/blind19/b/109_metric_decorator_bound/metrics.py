import jax.numpy as jnp

from utils import jitted_metric


@jitted_metric(periods=252, mar=0.0)
def sortino(rets, periods, mar):
    excess = rets - mar / periods
    downside = jnp.sqrt(jnp.mean(jnp.minimum(excess, 0.0) ** 2))
    return jnp.sqrt(periods) * excess.mean() / (downside + 1e-9)
