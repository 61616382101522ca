import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def match_factor(n_trucks, n_shovels, truck_cycle_min, load_min):
    mf = n_trucks * load_min / (n_shovels * truck_cycle_min)
    productivity = jnp.minimum(mf, 1.0)
    return mf, productivity


def main():
    rng = np.random.default_rng(200)
    for scenario in range(8):
        trucks = int(rng.integers(8, 24))
        shovels = int(rng.integers(2, 5))
        mf, prod = match_factor(trucks, shovels, 28.5, 3.2)
        print(f"{trucks} trucks / {shovels} shovels: MF {float(mf):.2f}, shovel utilisation {float(prod):.0%}")


if __name__ == "__main__":
    main()
