import numpy as np
import jax.numpy as jnp

from variance import stratified_total_var

REGIONS = ["north", "south", "east", "west"]
STRATA_IN_REGION = {"north": [0, 1, 2], "south": [0, 1], "east": [0, 1, 2, 3], "west": [0, 1, 2, 3, 4]}


def region_sample(rng, strata, n=60):
    stratum = rng.choice(np.array(strata), size=n).astype(np.int32)
    y = rng.gamma(2.0, 50.0 + 10.0 * stratum).astype(np.float32)
    N_h = np.full(len(strata), 400.0, dtype=np.float32)
    n_h = np.bincount(stratum, minlength=len(strata)).astype(np.float32)
    w = (N_h / np.maximum(n_h, 1.0))[stratum].astype(np.float32)
    return y, w, stratum, N_h


def main():
    rng = np.random.default_rng(0)
    for region in REGIONS:
        strata = STRATA_IN_REGION[region]
        y, w, stratum, N_h = region_sample(rng, strata)
        total, var = stratified_total_var(y, w, stratum, N_h, n_strata=len(strata))
        print(f"{region:>5}: total {float(total):,.0f}  se {float(np.sqrt(var)):,.0f}")


if __name__ == "__main__":
    main()
