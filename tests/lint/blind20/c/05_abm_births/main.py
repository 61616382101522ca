import jax
import jax.numpy as jnp
import numpy as np

from population import Population

BETA = 0.3
RECOVERY = 0.1


@jax.jit
def transmission_step(key, state, age):
    k1, k2 = jax.random.split(key)
    prevalence = jnp.mean(state == 1)
    age_factor = jnp.where(age > 60, 1.5, 1.0)
    p_inf = 1.0 - jnp.exp(-BETA * prevalence * age_factor)
    infected = (state == 0) & (jax.random.uniform(k1, state.shape) < p_inf)
    recovered = (state == 1) & (jax.random.uniform(k2, state.shape) < RECOVERY)
    state = jnp.where(infected, 1, jnp.where(recovered, 2, state))
    return state


def run(days=8, births_per_day=12):
    pop = Population(400)
    key = jax.random.PRNGKey(0)
    for day in range(days):
        key, sub = jax.random.split(key)
        pop.state = np.asarray(transmission_step(sub, pop.state, pop.age))
        pop.age += 1.0 / 365.0
        pop.add_births(births_per_day)
        print(f"day {day}: n={len(pop)} infected={(pop.state == 1).sum()}")


if __name__ == "__main__":
    run()
