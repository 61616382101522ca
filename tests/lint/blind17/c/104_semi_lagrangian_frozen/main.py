import jax.numpy as jnp

from integrator import SemiLagrangian

solver = SemiLagrangian(nx=128, dx=1.0)
x = jnp.arange(128.0)
q = jnp.exp(-0.5 * ((x - 30.0) / 4.0) ** 2)
for _ in range(6):
    q = solver.advance(q, 2.5, 1.0)
    print(solver.steps_taken, float(jnp.argmax(q)), float(q.sum()))
