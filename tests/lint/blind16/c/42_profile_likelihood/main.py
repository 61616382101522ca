import numpy as np
import jax.numpy as jnp

from fit import fit_lifetime

BRACKET = (0, 3)


def synthetic(tau=2.2, n_bins=60, seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0.0, 10.0, n_bins)
    counts = rng.poisson(1.5 + 50.0 * np.exp(-t / tau))
    return jnp.asarray(t, jnp.float32), jnp.asarray(counts, jnp.float32)


def main():
    t, counts = synthetic()
    for bkg in [1.0, 1.5, 2.0]:
        log_tau, nll = fit_lifetime(t, counts, bkg, BRACKET)
        print(f"background={bkg} tau={np.exp(log_tau):.3f} nll={nll:.2f}")


if __name__ == "__main__":
    main()
