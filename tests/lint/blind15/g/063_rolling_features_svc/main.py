import numpy as np

from serving import score_latest
from training import build_training_matrix


def daily_sales(rng, n=56):
    t = np.arange(n)
    return (20 + 5 * np.sin(2 * np.pi * t / 7) + rng.normal(0, 1, n)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    train = [daily_sales(rng) for _ in range(3)]
    X = build_training_matrix(train)
    weights = np.linalg.lstsq(X[:-1], X[1:, 0], rcond=None)[0].astype(np.float32)
    for store in range(3):
        print(f"store {store}: next-day estimate {score_latest(daily_sales(rng), weights):.2f}")


if __name__ == "__main__":
    main()
