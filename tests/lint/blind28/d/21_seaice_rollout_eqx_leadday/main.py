import jax
import jax.numpy as jnp

from forecast import rollout
from model import SICForecaster

key = jax.random.PRNGKey(0)
model = SICForecaster(key)
yy, xx = jnp.mgrid[0:32, 0:32]
sic0 = jnp.clip(1.2 - jnp.hypot(yy - 16, xx - 16) / 14.0, 0.0, 1.0)
sst = -1.8 + 0.1 * jnp.hypot(yy - 16, xx - 16)
fields = rollout(model, sic0, sst, n_days=7)
for d, f in enumerate(fields):
    print(f"day {d}: extent {int(jnp.sum(f > 0.15))} cells")
