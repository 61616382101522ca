import jax
import jax.numpy as jnp
import numpy as np
from population import Population

@jax.jit
def household_transitions(key, age, income, tenure, mortgage_rate):
    p_buy = jax.nn.sigmoid(-4.0 + 0.0003 * income / 10 + 0.03 * (age - 30) - 20 * (mortgage_rate - 0.05))
    buys = (jax.random.uniform(key, age.shape) < p_buy) & (tenure == 0)
    return jnp.where(buys, 1.0, tenure), age + 1.0

pop = Population(300)
key = jax.random.PRNGKey(0)
for year in range(6):
    key, sub = jax.random.split(key)
    tenure, age = household_transitions(sub, pop.age, pop.income, pop.tenure, 0.055)
    pop.tenure, pop.age = np.asarray(tenure), np.asarray(age)
    pop.add_new_households(12)
    print(year, len(pop.age), round(float(pop.tenure.mean()), 3))
