import numpy as np

from reduction import fast_forward_reduce
from costing import weighted_cost

K = 8


def main():
    rng = np.random.default_rng(28)
    h = np.arange(24)
    demand = (700 + 200 * np.sin(2 * np.pi * (h - 8) / 24)).astype(np.float32)
    for day in range(4):
        n_raw = 30 + 10 * day  # more ensemble members arrive later in the week
        base = 0.4 + 0.2 * np.sin(np.linspace(0, 2 * np.pi, 24))
        raw = (300 * np.clip(base + np.cumsum(0.05 * rng.standard_normal((n_raw, 24)), 1), 0, 1)).astype(np.float32)
        scen, probs = fast_forward_reduce(raw, K)
        plan = np.clip(demand - 120, 0, 900).astype(np.float32)
        print(day, n_raw, round(float(weighted_cost(scen, probs, demand, plan))))


if __name__ == "__main__":
    main()
