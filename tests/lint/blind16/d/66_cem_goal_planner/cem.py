import jax
import jax.numpy as jnp
import numpy as np

H, ACT = 10, 2


def trajectory_cost(actions, x0, goal):
    def step(x, a):
        x = x + 0.1 * a
        return x, jnp.sum((x - goal) ** 2)

    _, c = jax.lax.scan(step, x0, actions)
    return c.sum() + 1e-3 * jnp.sum(actions ** 2)


@jax.jit
def score_population(samples, x0, goal):
    return jax.vmap(trajectory_cost, in_axes=(0, None, None))(samples, x0, goal)


POPULATION = 64


def plan(x0, goal, rng, iters=6, elite_frac=0.25):
    mean = np.zeros((H, ACT), np.float32)
    std = np.ones((H, ACT), np.float32)
    for _ in range(iters):
        pop = POPULATION
        samples = (mean + std * rng.normal(size=(pop, H, ACT))).astype(np.float32)
        costs = np.asarray(score_population(samples, x0, goal))
        elites = samples[np.argsort(costs)[: max(2, int(elite_frac * pop))]]
        mean, std = elites.mean(0), elites.std(0) + 1e-3
    return mean
