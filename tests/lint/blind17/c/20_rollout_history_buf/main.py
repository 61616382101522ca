import jax
import jax.numpy as jnp

from model import StepModel, advance, trajectory_energy

n = 10
n_leads = 6
model = StepModel(n, jax.random.PRNGKey(0))
x = jax.random.normal(jax.random.PRNGKey(1), (4, n))

history = jnp.zeros((n_leads + 1,) + x.shape).at[0].set(x)
for lead in range(1, n_leads + 1):
    x = advance(model, x)
    history = history.at[lead].set(x)
    energy = trajectory_energy(history)
    print(f"lead {lead}: energy drift {float(energy[lead] - energy[0]):+.4f}")
