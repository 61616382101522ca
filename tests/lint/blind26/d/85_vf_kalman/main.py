import numpy as np

from kalman import initial_state, kalman_visit


def main():
    rng = np.random.default_rng(0)
    truth = rng.uniform(20, 32, size=54).astype(np.float32)
    mean, var = initial_state(54)
    for visit in range(6):
        truth = truth - 0.4
        obs = (truth + rng.normal(0, 2.5, size=54)).astype(np.float32)
        mean, var = kalman_visit(mean, var, obs, np.float32(6.25), np.float32(0.2))
        print(visit, type(mean).__name__, round(float(np.abs(np.asarray(mean) - truth).mean()), 3))


if __name__ == "__main__":
    main()
