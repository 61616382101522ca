import numpy as np
import jax.numpy as jnp

from plant import check_batch


def main():
    rng = np.random.default_rng(0)
    residence = jnp.float32(0.4)  # s per segment
    for batch in range(5):
        temps = (140.0 + rng.normal(scale=0.8, size=10)).astype(np.float32)
        lr = check_batch(temps, residence)
        print(f"UHT batch {batch}: {float(lr):.1f} log reductions {'PASS' if float(lr) >= 12 else 'HOLD'}")


if __name__ == "__main__":
    main()
