import numpy as np
import jax.numpy as jnp

from nav import blend_position


def main():
    rng = np.random.default_rng(0)
    pos = jnp.zeros(3)
    vel = jnp.array([70.0, 5.0, 0.0])
    age = 0.0
    for k in range(40):
        pos = pos + vel * 0.1
        gps_ok = bool(rng.uniform() > 0.3)
        gps = jnp.asarray(np.asarray(pos) + rng.normal(0, 1.5, 3), jnp.float32)
        age = 0.0 if gps_ok else age + 0.1
        pos = blend_position(pos, gps, gps_ok, age)
    print(np.round(np.asarray(pos), 2))


if __name__ == "__main__":
    main()
