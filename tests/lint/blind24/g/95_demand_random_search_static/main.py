import jax.numpy as jnp
import numpy as np

from fit import smooth_fit_step
from search import sample_trials


def main():
    rng = np.random.default_rng(1)
    hours = np.arange(24)
    truth = 200 + 150 * np.exp(-((hours - 8) ** 2) / 4) + 180 * np.exp(-((hours - 17) ** 2) / 5)
    observed = jnp.asarray(truth + rng.normal(0, 30, 24), jnp.float32)
    results = []
    for trial in sample_trials(6):
        p = jnp.zeros(24)
        for _ in range(40):
            p = smooth_fit_step(p, observed, trial["lr"], smooth=trial["smooth"])
        results.append((float(jnp.mean((p - truth) ** 2)), trial))
    print(min(results, key=lambda r: r[0]))


if __name__ == "__main__":
    main()
