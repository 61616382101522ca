import jax.numpy as jnp

from chain import integrate

N_POINTS = 201


def time_grid(t_end, n_points=N_POINTS):
    return jnp.linspace(0.0, t_end, n_points)


def run_horizon(t_end, rates):
    n0 = jnp.array([1.0, 0.0, 0.0, 0.0])
    traj = integrate(n0, rates, time_grid(t_end))
    return traj[-1]
