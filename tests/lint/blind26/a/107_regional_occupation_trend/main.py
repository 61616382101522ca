import jax.numpy as jnp

from filters import occupation_trend
from regions import regional_series

for region, series in regional_series():
    trend = occupation_trend(jnp.asarray(series), jnp.float32(0.1), jnp.float32(1.0))
    print(region, len(series), round(float(trend[-1]), 2))
