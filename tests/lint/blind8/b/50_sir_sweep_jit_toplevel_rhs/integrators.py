import jax
import numpy as np


def simulate(rhs, y0, args, dt, n_steps):
    """Fixed-step Heun integration; rhs(y, args) -> dy/dt."""
    f = jax.jit(rhs)
    y = np.asarray(y0, np.float32)
    traj = [y]
    for _ in range(n_steps):
        k1 = f(y, args)
        k2 = f(y + dt * k1, args)
        y = y + 0.5 * dt * (k1 + k2)
        traj.append(np.asarray(y))
    return np.stack(traj)
