import numpy as np
import jax.numpy as jnp

from metrics import ripeness_error
from train import fit_and_report


def texture_profiles(seed, n=80):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 5)).astype(np.float32)  # hardness, springiness, cohesiveness, gumminess, chewiness
    age = (60 + 20 * x[:, 0] - 8 * x[:, 2] + rng.normal(scale=3, size=n)).astype(np.float32)
    return x, age


def main():
    x_tr, y_tr = texture_profiles(0)
    x_te, y_te = texture_profiles(1)
    for lam in [0.1, 1.0, 10.0]:
        params, train_rmse = fit_and_report(x_tr, y_tr, jnp.float32(lam))
        test_rmse, test_mae = ripeness_error(params, texture=x_te, age_days=y_te)
        print(f"lambda={lam:5.1f} train {train_rmse:.2f} d  test {float(test_rmse):.2f} d")


if __name__ == "__main__":
    main()
