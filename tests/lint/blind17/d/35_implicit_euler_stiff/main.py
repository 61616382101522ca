import jax.numpy as jnp

from dynamics import robertson
from solvers import newton


def implicit_euler(y0, dt, n_steps):
    y = y0
    traj = [y]
    for _ in range(n_steps):
        y_prev = y
        y = newton(lambda z: z - y_prev - dt * robertson(z), y_prev)
        traj.append(y)
    return jnp.stack(traj)


if __name__ == "__main__":
    traj = implicit_euler(jnp.array([1.0, 0.0, 0.0]), 0.1, 6)
    print(traj[-1], float(traj[-1].sum()))
