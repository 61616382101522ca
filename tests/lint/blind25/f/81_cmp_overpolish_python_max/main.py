import jax.numpy as jnp
import numpy as np

from control import overpolish_seconds
from profile import predicted_profile

TARGET_NM = 300.0


def main():
    rng = np.random.default_rng(4)
    zone_rates = jnp.asarray([4.1, 4.0, 3.9, 4.3], jnp.float32)  # nm/s per pressure zone
    for wafer in range(8):
        pre = jnp.asarray(780 + rng.normal(0, 25) + rng.normal(0, 15, 41), jnp.float32)
        main_s = 120.0
        remaining = float(pre.mean()) - 4.0 * main_s - TARGET_NM
        op = overpolish_seconds(remaining, 4.0)
        post = predicted_profile(pre, zone_rates, op, main_s)
        print(f"wafer {wafer}: overpolish {op:.1f}s -> mean {float(post.mean()):.1f} nm, range {float(post.max() - post.min()):.1f}")


if __name__ == "__main__":
    main()
