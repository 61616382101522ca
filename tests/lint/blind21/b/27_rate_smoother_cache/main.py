import jax.numpy as jnp
import numpy as np

from preproc import SmoothingConfig, get_smoother


def trial_counts(seed, n_units=10, n_bins=100):
    rng = np.random.default_rng(seed)
    return rng.poisson(2.0, size=(n_units, n_bins)).astype(np.float32)


def psth(trials, sigma_bins=2.0):
    out = []
    for counts in trials:
        smoother = get_smoother(SmoothingConfig(sigma_bins=sigma_bins))
        out.append(smoother(jnp.asarray(counts)))
    return jnp.stack(out).mean(0)


def main():
    trials = [trial_counts(s) for s in range(6)]
    rates = psth(trials)
    print("peak rate per unit:", np.round(np.asarray(rates.max(axis=1)), 2))


if __name__ == "__main__":
    main()
