import jax
import numpy as np

from engine import replicate_means

N_BOOT = 1000
N_WORKERS = 3


def main():
    rng = np.random.default_rng(141)
    control = rng.gamma(2.0, 3.0, 200).astype(np.float32)
    treatment = rng.gamma(2.1, 3.0, 200).astype(np.float32)
    keys = jax.random.split(jax.random.PRNGKey(0), N_BOOT)
    parts = []
    for chunk in np.array_split(np.arange(N_BOOT), N_WORKERS):
        parts.append(np.asarray(replicate_means(keys[chunk], control, treatment)))
    diffs = np.concatenate(parts)
    print("bootstrap CI", np.percentile(diffs, [2.5, 97.5]))


if __name__ == "__main__":
    main()
