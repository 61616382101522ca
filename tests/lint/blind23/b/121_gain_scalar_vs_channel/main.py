import jax
import jax.numpy as jnp
import numpy as np

from inventory import SENSITIVITY


@jax.jit
def counts_to_velocity(counts, sensitivity):
    v = counts / sensitivity
    return v - jnp.mean(v, axis=0)


def main():
    rng = np.random.default_rng(11)
    for sta, sens in SENSITIVITY.items():
        counts = jnp.asarray(rng.integers(-20000, 20000, (1000, 3)), jnp.float32)
        vel = counts_to_velocity(counts, jnp.asarray(sens, jnp.float32))
        print(sta, float(jnp.abs(vel).max()))


if __name__ == "__main__":
    main()
