import jax
import numpy as np

from stats import bootstrap_diff

N_BOOT = 300
METRICS = ["gmv", "orders", "sessions", "refunds"]


def main():
    rng = np.random.default_rng(21)
    key = jax.random.PRNGKey(3)
    for name in METRICS:
        control = rng.lognormal(1.0, 0.5, 240).astype(np.float32)
        treatment = rng.lognormal(1.03, 0.5, 240).astype(np.float32)
        key, sub = jax.random.split(key)
        boot = jax.jit(bootstrap_diff, static_argnames="n_boot")
        diffs = np.asarray(boot(sub, control, treatment, n_boot=N_BOOT))
        lo, hi = np.percentile(diffs, [2.5, 97.5])
        print(f"{name}: [{lo:.3f}, {hi:.3f}]")


if __name__ == "__main__":
    main()
