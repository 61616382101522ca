import jax
import jax.numpy as jnp
import numpy as np

from mc import down_and_out_put

EXPIRY_DAY = 30


def main():
    rng = np.random.default_rng(1)
    spots = 100 * np.exp(np.cumsum(rng.standard_normal(10) * 0.01))
    key = jax.random.PRNGKey(42)
    for day in range(6):
        key, sub = jax.random.split(key)
        days_left = jnp.int32(EXPIRY_DAY - day)
        px = down_and_out_put(sub, jnp.float32(spots[day]), jnp.float32(100.0), jnp.float32(85.0), days_left)
        print(day, int(days_left), round(float(px), 4))


if __name__ == "__main__":
    main()
