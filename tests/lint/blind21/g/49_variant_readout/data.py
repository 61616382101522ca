import numpy as np


def simulate_arms(seed=0):
    rng = np.random.default_rng(seed)
    sizes = {"control": 120, "variant_a": 97, "variant_b": 143, "variant_c": 64}
    lifts = {"control": 0.0, "variant_a": 0.05, "variant_b": 0.02, "variant_c": -0.01}
    arms = {}
    for name, n in sizes.items():
        arms[name] = rng.normal(1.0 + lifts[name], 0.3, size=n).astype(np.float32)
    return arms
