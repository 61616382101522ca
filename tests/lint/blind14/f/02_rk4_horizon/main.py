import jax.numpy as jnp
from solver import integrate

N_STEPS = 200
y0 = jnp.array([1.0, 0.0])
mu = jnp.float32(1.5)

for t_end in [2.0, 4.0, 6.0, 8.0]:
    dt = jnp.float32(t_end / N_STEPS)
    traj = integrate(y0, mu, N_STEPS, dt)
    print(t_end, traj[-1])
