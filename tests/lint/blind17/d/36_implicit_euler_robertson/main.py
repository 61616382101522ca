import jax
import jax.numpy as jnp

from dynamics import robertson
from solvers import newton


def euler_residual(y_prev, dt, z):
    return z - y_prev - dt * robertson(z)


def implicit_euler(y0, dt, n_steps):
    y = y0
    traj = [y]
    dt = jnp.asarray(dt, dtype=y0.dtype)
    for _ in range(n_steps):
        residual = jax.tree_util.Partial(euler_residual, y, dt)
        y = newton(residual, y)
        traj.append(y)
    return jnp.stack(traj)


if __name__ == "__main__":
    traj = implicit_euler(jnp.array([1.0, 0.0, 0.0]), 0.1, 6)
    print(traj[-1], float(traj[-1].sum()))
