import jax
import jax.numpy as jnp
import numpy as np

from selection import book, top_momentum


@jax.jit
def inverse_vol(vol_by_name):
    inv = {k: 1.0 / v for k, v in vol_by_name.items()}
    total = sum(inv.values())
    return {k: v / total for k, v in inv.items()}


def main():
    rng = np.random.default_rng(110)
    for month in range(5):
        mom = rng.standard_normal(10)
        vols = rng.uniform(0.15, 0.5, 10)
        names = top_momentum(mom)
        w = inverse_vol(book(names, vols))
        print(month, {k: round(float(v), 3) for k, v in w.items()})


if __name__ == "__main__":
    main()
