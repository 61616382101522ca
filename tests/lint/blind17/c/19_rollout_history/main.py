import jax
import jax.numpy as jnp

from model import StepModel, advance, trajectory_energy

n = 10
model = StepModel(n, jax.random.PRNGKey(0))
x = jax.random.normal(jax.random.PRNGKey(1), (4, n))

history = [x]
for lead in range(1, 7):
    x = advance(model, x)
    history.append(x)
    energy = trajectory_energy(jnp.stack(history))
    print(f"lead {lead}: energy drift {float(energy[-1] - energy[0]):+.4f}")
