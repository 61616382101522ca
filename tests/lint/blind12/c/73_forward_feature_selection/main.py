import numpy as np

from selection import greedy_forward


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(200, 6)).astype(np.float32)
    y = (2 * x[:, 3] - x[:, 0] + 0.5 * x[:, 5] + 0.1 * rng.normal(size=200)).astype(np.float32)
    chosen = greedy_forward(x[:150], y[:150], x[150:], y[150:], n_select=4)
    print("selected features", chosen)


if __name__ == "__main__":
    main()
