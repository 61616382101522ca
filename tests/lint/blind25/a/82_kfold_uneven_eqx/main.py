import numpy as np

from cv import cross_validate


def main():
    rng = np.random.default_rng(1)
    n = 103
    x = rng.normal(size=(n, 30)).astype(np.float32)
    y = (12 + x[:, 5] * 2.5 - x[:, 17] * 1.2 + rng.normal(0, 0.5, n)).astype(np.float32)
    for i, (rmse, r2) in enumerate(cross_validate(x, y)):
        print(f"fold {i}: RMSE {float(rmse):.2f} mg/kg, R2 {float(r2):.3f}")


if __name__ == "__main__":
    main()
