import numpy as np
from rules import priority_fn

rng = np.random.default_rng(0)
POLICIES = [("seniority_first", 1.0), ("balanced", 0.5), ("seniority_first", 1.0), ("balanced", 0.5)]
for week, (policy, w) in enumerate(POLICIES):
    fn = priority_fn(policy, w)
    seniority = rng.uniform(0, 20, 30).astype(np.float32)
    requests = rng.integers(0, 5, 30).astype(np.float32)
    debt = rng.uniform(0, 3, 30).astype(np.float32)
    order = np.argsort(-np.asarray(fn(seniority, requests, debt)))
    print(week, policy, order[:5].tolist())
