from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("degree",))
def compensate(temps, strain, degree):
    V = jnp.stack([temps ** k for k in range(degree + 1)], axis=1)
    coef = jnp.linalg.lstsq(V, strain)[0]
    return strain - V @ coef


def choose_degree(temps, strain, max_degree=4):
    """Pick the polynomial order of the thermal response by AIC on the commissioning data."""
    best, best_aic = 1, np.inf
    for d in range(1, max_degree + 1):
        c = np.polyfit(temps, strain, d)
        rss = np.sum((np.polyval(c, temps) - strain) ** 2)
        aic = len(temps) * np.log(rss / len(temps)) + 2 * (d + 1)
        if aic < best_aic:
            best, best_aic = d, aic
    return best


def main():
    rng = np.random.default_rng(0)
    for s in range(6):
        temps = rng.uniform(-5, 35, 400).astype(np.float32)
        curv = [0.0, 0.02, 0.0, 0.015, 0.0, 0.03][s]
        strain = (8.0 * temps + curv * temps ** 2 + rng.normal(0, 2.0, 400)).astype(np.float32)
        deg = choose_degree(temps, strain)
        resid = compensate(temps / 30, strain, degree=deg)
        print(f"sensor {s}: thermal model order {deg}, residual sd {float(jnp.std(resid)):.2f} ue")


if __name__ == "__main__":
    main()
