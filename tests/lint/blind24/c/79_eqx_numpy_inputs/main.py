import numpy as np
import jax
from model import ShiftSwapModel, swap_acceptance

rng = np.random.default_rng(0)
model = ShiftSwapModel(jax.random.PRNGKey(0))
for week in range(5):
    feats = rng.normal(size=(30, 5)).astype(np.float32)
    seniority = rng.uniform(0, 10, size=30).astype(np.float32)
    bonus = 0.05 * seniority
    p = swap_acceptance(model, feats, bonus)
    print(week, round(float(p.mean()), 3))
