import jax
import numpy as np

from server import RPEService

key1, key2 = jax.random.split(jax.random.PRNGKey(0))
w = {"w1": jax.random.normal(key1, (6, 16)) * 0.3, "w2": jax.random.normal(key2, (16,)) * 0.3}
svc = RPEService(w)
rng = np.random.default_rng(37)
for n in [3, 7, 12, 30, 5, 1, 19, 8]:
    reqs = rng.normal(size=(n, 6)).astype(np.float32)  # session summary features from the app
    out = svc.handle(reqs)
    print(n, "requests -> predicted RPE", np.round(out[:3] + 5, 2))
