import jax.numpy as jnp

from solvers import make_newton_step


def robertson(y):
    # stiff chemical kinetics (Robertson problem)
    k1, k2, k3 = 0.04, 3e7, 1e4
    a, b, c = y
    return jnp.array([
        -k1 * a + k3 * b * c,
        k1 * a - k2 * b * b - k3 * b * c,
        k2 * b * b,
    ])


def integrate(y0, dt, n_steps, newton_iters=4):
    y = y0
    history = [y0]
    for _ in range(n_steps):
        step = make_newton_step(robertson, dt)
        y_next = y
        for _ in range(newton_iters):
            y_next = step(y_next, y)
        y = y_next
        history.append(y)
    return jnp.stack(history)


if __name__ == "__main__":
    y0 = jnp.array([1.0, 0.0, 0.0])
    traj = integrate(y0, dt=1e-3, n_steps=6)
    print("final state", traj[-1], "mass", traj[-1].sum())
