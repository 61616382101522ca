import numpy as np
import jax
import equinox as eqx
from model import FlightRiskFlagger, flag_report

rng = np.random.default_rng(3)
X = rng.normal(size=(400, 6)).astype(np.float32)
y = (X[:, 0] + rng.normal(size=400) > 0.8).astype(np.int32)
model = FlightRiskFlagger(6, jax.random.PRNGKey(0))

for t in [0.3, 0.4, 0.5, 0.6, 0.7]:
    tuned = eqx.tree_at(lambda m: m.threshold, model, t)
    prec, rec = flag_report(tuned, X, y)
    print(f"threshold {t:.1f} precision {float(prec):.3f} recall {float(rec):.3f}")
