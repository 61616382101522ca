import numpy as np
from policy import csv_policies, DEFAULT_POLICY
from fte import fte_count

rng = np.random.default_rng(0)
policies = csv_policies()
for site in ["berlin", "austin", "lisbon", "osaka"]:
    flags = policies.get(site, DEFAULT_POLICY)
    hours = rng.choice([20.0, 32.0, 40.0], size=60).astype(np.float32)
    contractor = rng.random(60) < 0.2
    part_time = hours < 40
    print(site, round(float(fte_count(hours, contractor, part_time, flags)), 2))
