import jax.numpy as jnp
from solver import integrate

T_END = 5.0
y0 = jnp.array([1.0, 0.0])
mu = jnp.float32(1.5)

for dt in [0.1, 0.05, 0.025, 0.0125]:
    n_steps = int(round(T_END / dt))
    traj = integrate(y0, mu, n_steps, jnp.float32(dt))
    print(dt, traj[-1])
