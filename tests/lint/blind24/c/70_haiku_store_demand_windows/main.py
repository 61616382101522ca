import numpy as np
import jax
from net import staff_model, staff_needed
from stores import STORE_SETTINGS, recent_traffic

rng = np.random.default_rng(0)
params = staff_model.init(jax.random.PRNGKey(0), np.ones((1, 28), np.float32))
for day in range(2):
    for store in STORE_SETTINGS:
        traffic = recent_traffic(store, rng)
        print(day, store, round(float(staff_needed(params, traffic)[0]), 2))
