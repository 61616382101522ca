import numpy as np
import jax.numpy as jnp
from mixture import evaluate

rng = np.random.default_rng(93)
lengths = np.concatenate([rng.normal(12, 2, 80), rng.normal(25, 3, 60), rng.normal(38, 4, 30)]).astype(np.float32)
params = jnp.array([10.0, 24.0, 40.0, 0.7, 1.0, 1.4, 0.0, 0.0, 0.0])
best = float(evaluate(params, lengths))
for it in range(25):
    cand = params + jnp.asarray(0.3 * rng.normal(size=9), dtype=jnp.float32)
    v = float(evaluate(cand, lengths))
    if v < best:
        params, best = cand, v
print("nll", round(best, 2), "means", np.round(np.asarray(params[:3]), 1))
