import numpy as np

CAPACITY = 160


def simulate_arms(seed=0):
    rng = np.random.default_rng(seed)
    sizes = {"control": 120, "variant_a": 97, "variant_b": 143, "variant_c": 64}
    lifts = {"control": 0.0, "variant_a": 0.05, "variant_b": 0.02, "variant_c": -0.01}
    arms = {}
    for name, n in sizes.items():
        arms[name] = rng.normal(1.0 + lifts[name], 0.3, size=n).astype(np.float32)
    return arms


def pad_arm(y, capacity=CAPACITY):
    values = np.zeros(capacity, dtype=np.float32)
    mask = np.zeros(capacity, dtype=np.float32)
    values[: len(y)] = y
    mask[: len(y)] = 1.0
    return values, mask
