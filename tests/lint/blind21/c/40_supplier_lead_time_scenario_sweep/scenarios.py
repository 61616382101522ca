import numpy as np


def sample_lead_times(rng, n_scenarios, n_suppliers):
    return rng.gamma(3.0, 2.0, size=(n_scenarios, n_suppliers)).astype(np.float32)


SWEEP = [
    {"name": "pilot", "n_scenarios": 16},
    {"name": "standard", "n_scenarios": 64},
    {"name": "stress", "n_scenarios": 256},
]
