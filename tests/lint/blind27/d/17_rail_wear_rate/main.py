import jax
import jax.numpy as jnp
import numpy as np

from surveys import vendor_files, load_wear


@jax.jit
def wear_rate(wear, tonnage_mgt):
    return jnp.mean(wear / tonnage_mgt), jnp.max(wear)


def main():
    rng = np.random.default_rng(13)
    tonnage = jnp.float32(42.0)
    for f in vendor_files(rng):
        w = load_wear(f)
        rate, worst = wear_rate(w, tonnage)
        print(f["segment_block"], w.dtype, f"{float(rate):.4f}", float(worst))


if __name__ == "__main__":
    main()
