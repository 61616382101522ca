import jax
import jax.numpy as jnp
import numpy as np

from population import Population

BETA = 0.3
RECOVERY = 0.1


@jax.jit
def transmission_step(key, state, age, alive):
    k1, k2 = jax.random.split(key)
    prevalence = jnp.sum((state == 1) & alive) / jnp.sum(alive)
    age_factor = jnp.where(age > 60, 1.5, 1.0)
    p_inf = 1.0 - jnp.exp(-BETA * prevalence * age_factor)
    infected = alive & (state == 0) & (jax.random.uniform(k1, state.shape) < p_inf)
    recovered = alive & (state == 1) & (jax.random.uniform(k2, state.shape) < RECOVERY)
    state = jnp.where(infected, 1, jnp.where(recovered, 2, state))
    return state


def run(days=8, births_per_day=12):
    pop = Population(400, capacity=512)
    key = jax.random.PRNGKey(0)
    for day in range(days):
        key, sub = jax.random.split(key)
        pop.state = np.array(transmission_step(sub, pop.state, pop.age, pop.alive))
        pop.age[pop.alive] += 1.0 / 365.0
        pop.add_births(births_per_day)
        print(f"day {day}: n={len(pop)} infected={((pop.state == 1) & pop.alive).sum()}")


if __name__ == "__main__":
    run()
