import numpy as np

from forecaster import ar_rollout
from planner_requests import PLANNER_REQUESTS

rng = np.random.default_rng(95)
coefs = np.array([0.05, 0.1, 0.25, 0.55], np.float32)
for req in PLANNER_REQUESTS:
    recent = rng.uniform(80, 120, 4).astype(np.float32)
    path = ar_rollout(coefs, recent, horizon=req["horizon_weeks"])
    print(req["planner"], req["category"], "total units", round(float(path.sum())))
