import jax.numpy as jnp
import numpy as np

from transport import NX, semi_lagrangian, stable_dt


def main():
    x = np.arange(NX)
    q = jnp.asarray(np.where((x > 20) & (x < 40), 1.0, 0.0), jnp.float32)
    dt = 1.0
    for step in range(10):
        u = jnp.asarray(1.0 + 0.5 * np.sin(2 * np.pi * (x / NX + step / 10)), jnp.float32)
        q = semi_lagrangian(q, u, dt)
        dt = stable_dt(u)
    print(float(q.sum()), float(dt))


if __name__ == "__main__":
    main()
