import numpy as np
import jax.numpy as jnp

from tracker import WearTracker

rng = np.random.default_rng(0)
tracker = WearTracker(n_sensors=12)
for day in range(20):
    # abrasion profilometer readings (microns) along the nave
    reading = jnp.asarray(rng.gamma(2.0, 1.5, size=12).astype(np.float32))
    m = tracker.observe(reading)
print(np.round(np.asarray(m), 2))
