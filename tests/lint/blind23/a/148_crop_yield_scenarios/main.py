import numpy as np

from scenarios import run_scenarios


def main():
    rng = np.random.default_rng(0)
    weights = np.array([0.8, 1.1], np.float32)
    print(run_scenarios(weights, [0.0, 1.0, 1.5, 2.0, 3.0], rng))


if __name__ == "__main__":
    main()
