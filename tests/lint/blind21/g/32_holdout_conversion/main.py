import jax
import jax.numpy as jnp
import numpy as np

from metrics import conversion_lift

N = 500


def daily_numpy(rng):
    c = (rng.uniform(size=N) < 0.10).astype(np.float32)
    t = (rng.uniform(size=N) < 0.11).astype(np.float32)
    return c, t


def daily_device(key):
    kc, kt = jax.random.split(key)
    c = (jax.random.uniform(kc, (N,)) < 0.10).astype(jnp.float32)
    t = (jax.random.uniform(kt, (N,)) < 0.11).astype(jnp.float32)
    return c, t


def main():
    rng = np.random.default_rng(31)
    key = jax.random.PRNGKey(31)
    for day in range(6):
        if day % 2 == 0:
            c, t = daily_numpy(rng)
        else:
            key, sub = jax.random.split(key)
            c, t = daily_device(sub)
        lift, se = conversion_lift(c, t)
        print(f"day {day}: lift={float(lift):+.4f} se={float(se):.4f}")


if __name__ == "__main__":
    main()
