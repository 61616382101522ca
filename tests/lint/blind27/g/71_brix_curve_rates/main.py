import numpy as np
import jax.numpy as jnp

from data import fermentation_curves, batches
from model import rate_estimates


def main():
    curves = fermentation_curves(48)
    errs = []
    for x, m, y in batches(curves, 8):
        est, _ = rate_estimates(jnp.log(jnp.float32(24.0)), x, m)
        errs.append(np.abs(np.asarray(est) - y))
    print("mean abs rate error", float(np.concatenate(errs).mean()))


if __name__ == "__main__":
    main()
