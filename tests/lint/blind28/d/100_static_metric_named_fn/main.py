import jax.numpy as jnp
import numpy as np

from metrics import METRICS
from scoring import evaluate_lead

rng = np.random.default_rng(9)
obs = jnp.asarray(rng.uniform(0, 1, (10, 30, 30)), jnp.float32)
for lead in range(1, 6):
    pred = jnp.clip(obs + jnp.asarray(rng.normal(0, 0.05 * lead, obs.shape), jnp.float32), 0, 1)
    scores = {name: float(evaluate_lead(pred, obs, metric=fn)) for name, fn in METRICS.items()}
    print(f"lead {lead}: RMSE {scores['rmse']:.3f}, IIEE {scores['iiee']/1e3:.0f}k km2")
