import jax
import jax.numpy as jnp
import numpy as np

from tasks import lander_score


def evaluate_population(population):
    scores = jax.jit(jax.vmap(lander_score))(population)
    return np.asarray(scores)


def cem_iteration(rng, mean, std, popsize=64, elite_frac=0.2):
    population = (mean + std * rng.normal(size=(popsize, mean.size))).astype(np.float32)
    scores = evaluate_population(population)
    elite = population[np.argsort(scores)[-int(popsize * elite_frac):]]
    return elite.mean(axis=0), elite.std(axis=0) + 1e-3, scores.max()
