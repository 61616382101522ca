import numpy as np

from opf import dispatch_cost
from study import needs_losses


def main():
    rng = np.random.default_rng(90)
    cost = np.array([20.0, 25.0, 31.0, 45.0], dtype=np.float32)
    # base case always with losses
    d0 = np.array([0.8, 0.9, 0.7, 0.6], dtype=np.float32)
    print("base", float(dispatch_cost(d0 * 1.05, d0, cost, with_losses=True)))
    for case in range(4):
        demand = (d0 * rng.uniform(1.1, 1.4)).astype(np.float32)
        gen = (demand * 1.03).astype(np.float32)
        print(case, float(dispatch_cost(gen, demand, cost, with_losses=needs_losses(demand))))


if __name__ == "__main__":
    main()
