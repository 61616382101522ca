import numpy as np
import jax.numpy as jnp

from risk import VolFilter


def main():
    rng = np.random.default_rng(3)
    daily = rng.standard_normal(30).astype(np.float32) * 0.012
    filt = VolFilter()
    for r in daily:
        vol = filt.update(jnp.asarray(r))
    print("annualised vol:", float(vol) * np.sqrt(252))


if __name__ == "__main__":
    main()
