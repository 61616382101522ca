import numpy as np
import jax.numpy as jnp

from tracker import EyeTracker


def main():
    rng = np.random.default_rng(7)
    truth = rng.uniform(18, 32, size=54).astype(np.float32)
    tr = EyeTracker(54)
    for visit in range(6):
        field = truth + rng.normal(0, 2.0, 54).astype(np.float32)
        fp_rate = rng.uniform(0, 0.2)
        est = tr.observe(field, jnp.float32(1.0 - fp_rate))
        print(visit, round(float(jnp.abs(est - truth).mean()), 3))


if __name__ == "__main__":
    main()
