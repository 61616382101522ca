import jax.numpy as jnp

from schemes import propagate


def energy(y):
    q, p = y[:2], y[2:]
    return 0.5 * jnp.sum(p ** 2) - 1.0 / jnp.linalg.norm(q)


def drift_study(order_label="rk", order=4, n_orbits=5):
    y0 = jnp.array([1.0, 0.0, 0.0, 1.1])
    e0 = float(energy(y0))
    y = y0
    for orbit in range(n_orbits):
        y = propagate(y, jnp.float32(0.01), scheme=f"{order_label}{order}", n_steps=700)
        print(f"orbit {orbit}: energy drift {float(energy(y)) - e0:.3e}")
    return y


if __name__ == "__main__":
    drift_study()
