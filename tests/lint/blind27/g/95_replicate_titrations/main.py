import numpy as np
import jax.numpy as jnp

from qc import replicate_summary

MAX_REPS = 6


def main():
    rng = np.random.default_rng(14)
    for lot in ["L01", "L02", "L03", "L04", "L05", "L06"]:
        v = rng.uniform(7.5, 9.5, MAX_REPS)
        v[rng.random(MAX_REPS) < 0.3] = np.nan
        good = v[~np.isnan(v)]
        padded = np.zeros(MAX_REPS, np.float32)
        padded[:len(good)] = good
        mean, sd = replicate_summary(padded, len(good), jnp.float32(0.1), jnp.float32(10.0))
        print(f"{lot}: TA {float(mean):.2f} g/L (sd {float(sd):.2f}, n={len(good)})")


if __name__ == "__main__":
    main()
