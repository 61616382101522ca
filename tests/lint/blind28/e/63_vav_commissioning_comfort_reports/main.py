import numpy as np
import jax
import jax.numpy as jnp

from commissioning import active_zone_trends


@jax.jit
def weekly_comfort(zone_trends):
    hours_out = [jnp.sum((t < 20.0) | (t > 24.0)) for t in zone_trends]
    return jnp.stack(hours_out), sum(jnp.mean(t) for t in zone_trends) / len(zone_trends)


rng = np.random.default_rng(3)
for week in range(5):
    trends = active_zone_trends(week, rng)
    out, mean_t = weekly_comfort(trends)
    print(week, np.asarray(out), round(float(mean_t), 2))
