import numpy as np

from config import StudyOptions, options_for
from opf import study_cost


def main():
    rng = np.random.default_rng(91)
    cost = np.array([20.0, 25.0, 31.0, 45.0], dtype=np.float32)
    d0 = np.array([0.8, 0.9, 0.7, 0.6], dtype=np.float32)
    print("base", float(study_cost(d0 * 1.05, d0, cost, StudyOptions(with_losses=True))))
    for case in range(4):
        demand = (d0 * rng.uniform(1.1, 1.4)).astype(np.float32)
        print(case, float(study_cost(demand * 1.03, demand, cost, options_for(demand))))


if __name__ == "__main__":
    main()
