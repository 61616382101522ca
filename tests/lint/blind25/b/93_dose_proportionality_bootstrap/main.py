import numpy as np
import jax
import jax.numpy as jnp

from data import load_auc_data


@jax.jit
def fit_power_model(log_dose, log_auc):
    x = log_dose - log_dose.mean()
    slope = jnp.sum(x * (log_auc - log_auc.mean())) / jnp.sum(x ** 2)
    intercept = log_auc.mean() - slope * log_dose.mean()
    return slope, intercept


def bootstrap(log_dose, log_auc, n_boot, rng):
    n = log_dose.shape[0]
    slopes = []
    for _ in range(n_boot):
        idx = rng.integers(0, n, n)
        slope, _ = fit_power_model(log_dose[idx], log_auc[idx])
        slopes.append(float(slope))
    return np.percentile(slopes, [2.5, 97.5])


def main():
    log_dose, log_auc = load_auc_data()
    slope, _ = fit_power_model(log_dose, log_auc)
    lo, hi = bootstrap(log_dose, log_auc, 40, np.random.default_rng(1))
    print(f"dose-proportionality slope {float(slope):.3f} (95% CI {lo:.3f} to {hi:.3f})")


if __name__ == "__main__":
    main()
