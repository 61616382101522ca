import numpy as np
import jax.numpy as jnp

from cleaning import validity_mask
from origin import blossom_fraction


def main():
    rng = np.random.default_rng(0)
    for lot in range(6):
        ec = rng.uniform(0.1, 1.4, size=40).astype(np.float32)
        if lot % 3 == 1:
            ec[rng.integers(0, 40)] = 3.1  # probe not rinsed
        frac = blossom_fraction(ec, validity_mask(ec), jnp.float32(0.8))
        print(f"lot {lot}: honeydew share {float(frac):.2%}")


if __name__ == "__main__":
    main()
