import jax.numpy as jnp
import numpy as np

from pendulum import batched_period
from sweep import amplitude_blocks


def main():
    small_angle = 2 * np.pi * np.sqrt(1.0 / 9.81)
    for block in amplitude_blocks(0.3, 2.7, 0.3, 0.1):
        periods = np.asarray(batched_period(jnp.asarray(block)))
        print(f"theta0 {block[0]:.1f}..{block[-1]:.1f}: T/T0 = {np.round(periods / small_angle, 3)}")


if __name__ == "__main__":
    main()
