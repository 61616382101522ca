import numpy as np
import jax.numpy as jnp

from sensor_models import COMPENSATORS


def packets(rng, n):
    kinds = ["accel", "gyro", "mag"]
    for k in range(n):
        kind = kinds[k % 3]
        yield kind, jnp.asarray(rng.normal(0, 1, (16, 3)), jnp.float32), jnp.float32(20.0 + k)


def main():
    rng = np.random.default_rng(0)
    for kind, raw, temp in packets(rng, 15):
        out = COMPENSATORS[kind](raw, temp)
        print(kind, round(float(out.mean()), 5))


if __name__ == "__main__":
    main()
