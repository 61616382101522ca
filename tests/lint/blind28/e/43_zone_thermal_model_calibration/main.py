import jax.numpy as jnp

from data import daily_trends
from model import trend_residual

theta = jnp.log(jnp.array([0.3, 2.0, 1.2]))
for day, (ts, temp) in enumerate(daily_trends()):
    print(day, len(ts), float(trend_residual(theta, ts, temp)))
