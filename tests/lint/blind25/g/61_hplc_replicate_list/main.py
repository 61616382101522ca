import numpy as np
import jax.numpy as jnp

from hplc import quantify_capsaicin


def run_sequence(rng, n_samples=6):
    t = np.linspace(0, 1, 200)
    for s in range(n_samples):
        reps = 3 if s % 2 == 0 else 2  # re-injections skipped when the first two agree
        level = rng.uniform(50, 200)
        yield s, [(level * np.exp(-((t - 0.45) ** 2) / 0.001) + rng.normal(scale=0.5, size=200)).astype(np.float32)
                  for _ in range(reps)]


def main():
    rng = np.random.default_rng(0)
    slope, intercept = jnp.float32(0.055), jnp.float32(0.1)
    for s, injections in run_sequence(rng):
        mean, sd = quantify_capsaicin(injections, slope, intercept)
        print(f"pepper sample {s}: {float(mean):.1f} mg/kg (sd {float(sd):.2f}, n={len(injections)})")


if __name__ == "__main__":
    main()
