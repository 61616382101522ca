import jax.numpy as jnp

from integrator import RK4Integrator


def van_der_pol(y, t, mu=1.5):
    x, v = y[0], y[1]
    return jnp.array([v, mu * (1 - x ** 2) * v - x])


solver = RK4Integrator(van_der_pol, dt=0.05)
traj = solver.integrate(jnp.array([2.0, 0.0]), 0.0, n_steps=6)
print(traj[-1])
