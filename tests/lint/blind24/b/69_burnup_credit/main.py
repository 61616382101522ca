import jax.numpy as jnp
import numpy as np

from credit import k_assembly, loading_curve


def main():
    rng = np.random.default_rng(0)
    for pool_region in ["A", "B", "C", "D"]:
        enr = jnp.asarray(rng.uniform(3.0, 5.0, 64).astype(np.float32))
        bu = jnp.asarray(rng.uniform(10.0, 55.0, 64).astype(np.float32))
        dk_dbu = loading_curve(enr, bu)
        print(f"region {pool_region}: mean dk/dBU {float(dk_dbu.mean()) * 1e5:.1f} pcm per GWd/t")


if __name__ == "__main__":
    main()
