import jax
import jax.numpy as jnp

from loader import read_trend, read_trend_from_archive


@jax.jit
def comfort_metrics(trend):
    temp, rh, co2, flow = trend[:, 0], trend[:, 1], trend[:, 2], trend[:, 3]
    too_warm = jnp.mean(temp > 22.5)
    humid = jnp.mean(rh > 60.0)
    stuffy = jnp.mean(co2 > 1000.0)
    return jnp.stack([too_warm, humid, stuffy, flow.mean()])


for day in range(5):
    trend = read_trend(day) if day % 2 == 0 else read_trend_from_archive(day)
    print(day, comfort_metrics(trend))
