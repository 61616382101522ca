import numpy as np
import jax.numpy as jnp

from wind import WindField, parafoil_step


def main():
    rng = np.random.default_rng(1)
    for drop in range(5):
        wind = WindField(jnp.asarray(rng.normal(0, 3, 3) * np.array([1, 1, 0]), jnp.float32),
                         jnp.asarray([0.004, 0.001, 0.0], jnp.float32),
                         jnp.float32(rng.uniform(0.2, 1.0)), 400.0)
        pos = jnp.array([0.0, 0.0, 1500.0])
        for k in range(40):
            pos = parafoil_step(wind, pos, jnp.float32(0.02 * k), 1.0)
        print(drop, np.round(np.asarray(pos), 1))


if __name__ == "__main__":
    main()
