import jax
import jax.numpy as jnp
import numpy as np
from population import SlotPopulation

@jax.jit
def tenure_transitions(key, age, income, tenure, active, mortgage_rate):
    p_buy = jax.nn.sigmoid(-4.0 + 0.0003 * income / 10 + 0.03 * (age - 30) - 20 * (mortgage_rate - 0.05))
    buys = (jax.random.uniform(key, age.shape) < p_buy) & (tenure == 0) & (active > 0)
    return jnp.where(buys, 1.0, tenure), age + active

pop = SlotPopulation(300, capacity=400)
key = jax.random.PRNGKey(0)
for year in range(6):
    key, sub = jax.random.split(key)
    tenure, age = tenure_transitions(sub, pop.age, pop.income, pop.tenure, pop.active, 0.055)
    pop.tenure, pop.age = np.array(tenure), np.array(age)
    pop.add(12)
    print(year, pop.n, round(float(pop.tenure[:pop.n].mean()), 3))
