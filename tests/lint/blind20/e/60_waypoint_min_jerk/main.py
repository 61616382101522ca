import jax
import jax.numpy as jnp

from waypoints import N_KNOTS, segments


def snap_cost(acc, p0, p1, dt):
    vel = jnp.cumsum(acc, axis=0) * dt
    pos = p0 + jnp.cumsum(vel, axis=0) * dt
    jerk = jnp.diff(acc, axis=0) / dt
    return 100.0 * jnp.sum((pos[-1] - p1) ** 2) + 100.0 * jnp.sum(vel[-1] ** 2) + 1e-4 * jnp.sum(jerk ** 2)


@jax.jit
def refine(acc, p0, p1, dt):
    for _ in range(30):
        acc = acc - 0.05 * jax.grad(snap_cost)(acc, p0, p1, dt)
    return acc


def main():
    total = 0.0
    for p0, p1, dt in segments():
        acc = refine(jnp.zeros((N_KNOTS, 2)), p0, p1, dt)
        total += float(snap_cost(acc, p0, p1, dt))
    print("total cost", total)


if __name__ == "__main__":
    main()
