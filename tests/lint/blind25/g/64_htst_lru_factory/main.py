import numpy as np
import jax.numpy as jnp

from lethality import lethality_fn


def main():
    rng = np.random.default_rng(4)
    hold = jnp.float32(15.0)
    for run in range(6):
        temps = (72.3 + rng.normal(scale=0.2, size=30)).astype(np.float32)
        lr = lethality_fn("listeria")(temps, hold)
        print(f"HTST run {run}: {float(lr):.1f} log reduction of L. monocytogenes")


if __name__ == "__main__":
    main()
