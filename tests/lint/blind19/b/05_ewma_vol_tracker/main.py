import numpy as np
import jax.numpy as jnp

from risk import VolTracker


def main():
    rng = np.random.default_rng(3)
    daily = rng.standard_normal(30).astype(np.float32) * 0.012
    tracker = VolTracker()
    for r in daily:
        vol = tracker.update(jnp.asarray(r))
    print("annualised vol:", float(vol) * np.sqrt(252))


if __name__ == "__main__":
    main()
