import jax.numpy as jnp
import numpy as np

from metrics import evaluate_forecaster, make_metric

rng = np.random.default_rng(0)
w = jnp.asarray(rng.normal(size=5), jnp.float32)
for week in range(6):
    x = rng.normal(size=(60, 5)).astype(np.float32)
    y = (rng.random(60) < 0.5).astype(np.float32)
    # weight recent weeks more when reporting forecast quality
    metric = make_metric(jnp.float32(1.0 + 0.1 * week))
    print(f"week {week}: weighted Brier {float(evaluate_forecaster(w, x, y, metric)):.4f}")
