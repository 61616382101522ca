import numpy as np
import jax.numpy as jnp

from loader import load_probe_trace
from stats import degree_hours_above


def main():
    rng = np.random.default_rng(12)
    for tank in range(6):
        temp, valid = load_probe_trace(rng, has_gaps=(tank % 2 == 1))
        dh, cov = degree_hours_above(temp, valid, jnp.float32(18.2))
        print(f"tank {tank}: {float(dh):.2f} degree-hours above 18.2C, coverage {float(cov):.0%}")


if __name__ == "__main__":
    main()
