import jax
import jax.numpy as jnp

from meters import MeterBuffer


@jax.jit
def demand_limit_action(kw_now, limit, shed_available):
    excess = jnp.maximum(kw_now - limit, 0.0)
    return jnp.minimum(excess, shed_available)


buf = MeterBuffer()
limit = jnp.float32(235.0)
shed = jnp.float32(20.0)
total = 0.0
for i in range(96):
    # during the utility's peak window the controller reads through the windowed API
    kw = buf.latest_window(i) if 52 <= i < 72 else buf.latest(i)
    total += float(jnp.sum(demand_limit_action(kw, limit, shed)))
print(round(total, 1))
