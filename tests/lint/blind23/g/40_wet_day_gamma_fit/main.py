import jax.numpy as jnp
import numpy as np

from stats import fit_month, masked_gamma_nll


def main():
    rng = np.random.default_rng(40)
    daily = rng.gamma(0.8, 6.0, size=(6, 30)) * (rng.random((6, 30)) < 0.4)
    daily = daily.astype(np.float32)
    for month in range(6):
        wet = daily[month] > 0.1
        theta = fit_month(jnp.zeros(2), daily[month], wet)
        nll = masked_gamma_nll(theta, daily[month], wet)
        print(f"month {month}: {int(wet.sum())} wet days, shape {float(jnp.exp(theta[0])):.2f}, nll {float(nll):.1f}")


if __name__ == "__main__":
    main()
