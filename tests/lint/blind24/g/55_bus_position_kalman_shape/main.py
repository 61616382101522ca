import jax.numpy as jnp
import numpy as np

from kalman import initial_belief, kalman_step


def avl_pings(rng, n=15):
    t = np.cumsum(rng.uniform(20, 40, n))
    true_pos = 0.2 * t / 30
    return t, true_pos + rng.normal(0, 0.05, n)


def main():
    rng = np.random.default_rng(1)
    for bus in range(3):
        t, z = avl_pings(rng)
        x, p = initial_belief(z[0])
        for i in range(1, len(t)):
            dt = jnp.float32((t[i] - t[i - 1]) / 30)
            x, p = kalman_step(x, p, jnp.float32(z[i]), dt, jnp.float32(0.01), jnp.float32(0.0025))
        print(bus, round(float(x), 3), round(float(p), 5))


if __name__ == "__main__":
    main()
