import functools

import jax
import jax.numpy as jnp


def lorenz(state, sigma=10.0, rho=28.0, beta=8.0 / 3.0):
    x, y, z = state
    return jnp.array([sigma * (y - x), x * (rho - z) - y, x * y - beta * z])


def rk4_step(state, rhs, dt):
    k1 = rhs(state)
    k2 = rhs(state + 0.5 * dt * k1)
    k3 = rhs(state + 0.5 * dt * k2)
    k4 = rhs(state + dt * k3)
    return state + dt / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)


def integrate(state, t_end, dt, rhs=lorenz):
    t = 0.0
    traj = [state]
    while t < t_end - 1e-12:
        advance = jax.jit(functools.partial(rk4_step, rhs=rhs, dt=dt))
        state = advance(state)
        traj.append(state)
        t += dt
    return jnp.stack(traj)


if __name__ == "__main__":
    traj = integrate(jnp.array([1.0, 1.0, 1.0]), t_end=0.06, dt=0.01)
    print(traj.shape, traj[-1])
