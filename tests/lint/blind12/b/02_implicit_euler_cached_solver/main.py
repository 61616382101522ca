import jax.numpy as jnp

from solvers import make_newton_step


def van_der_pol(y, mu=50.0):
    x, v = y
    return jnp.array([v, mu * (1.0 - x * x) * v - x])


def integrate(y0, dt, n_steps, newton_iters=4):
    y = y0
    history = [y0]
    for _ in range(n_steps):
        step = make_newton_step(van_der_pol, dt)
        y_next = y
        for _ in range(newton_iters):
            y_next = step(y_next, y)
        y = y_next
        history.append(y)
    return jnp.stack(history)


if __name__ == "__main__":
    y0 = jnp.array([2.0, 0.0])
    traj = integrate(y0, dt=1e-2, n_steps=6)
    print("final state", traj[-1])
