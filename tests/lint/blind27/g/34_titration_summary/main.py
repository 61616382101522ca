import numpy as np
import jax.numpy as jnp

from qc import titration_summary

MAX_REPS = 6


def bench_sheet(rng):
    # replicate titrations per lot; failed endpoints are left blank (nan)
    sheet = {}
    for lot in ["L01", "L02", "L03", "L04", "L05", "L06"]:
        v = rng.uniform(7.5, 9.5, MAX_REPS)
        v[rng.random(MAX_REPS) < 0.3] = np.nan
        sheet[lot] = v
    return sheet


def main():
    rng = np.random.default_rng(14)
    for lot, vols in bench_sheet(rng).items():
        good = vols[~np.isnan(vols)]
        padded = np.zeros(MAX_REPS, np.float32)
        padded[:len(good)] = good
        mean, sd = titration_summary(jnp.asarray(padded), jnp.float32(0.1), jnp.float32(10.0), n_valid=len(good))
        print(f"{lot}: TA {float(mean):.2f} g/L (sd {float(sd):.2f}, n={len(good)})")


if __name__ == "__main__":
    main()
