import numpy as np
import jax
from ingest import load_quarter
from metrics import calibration_table

rng = np.random.default_rng(0)
w = np.array([0.8, -0.4, 0.2, 0.0, 0.5], np.float32)
for q in range(4):
    feats, left = load_quarter(q, rng)
    probs = jax.nn.sigmoid(feats @ w - 1.5)
    obs, pred = calibration_table(probs, left)
    print(f"Q{q + 1}", np.round(np.asarray(obs), 2), np.round(np.asarray(pred), 2))
