import jax
import jax.numpy as jnp
import numpy as np

from profiles import resolved_settings


@jax.jit
def hr_zone_fractions(hr, settings):
    reserve = (hr - settings["rest_hr"]) / (settings["max_hr"] - settings["rest_hr"])
    idx = jnp.digitize(reserve, jnp.array([0.5, 0.6, 0.7, 0.8, 0.9, 1.01]))
    return jnp.bincount(idx, length=7) / hr.shape[0]


rng = np.random.default_rng(40)
for name, settings in resolved_settings().items():
    hr = rng.normal(160, 15, 1800).astype(np.float32)
    print(name, np.round(np.asarray(hr_zone_fractions(hr, settings)), 2))
