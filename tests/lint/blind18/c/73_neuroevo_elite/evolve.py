import jax
import jax.numpy as jnp


def cartpole_like_fitness(genome):
    """Cheap stand-in for an episode return: smooth, multi-modal score of a policy genome."""
    return jnp.sum(jnp.cos(3.0 * genome)) - 0.1 * jnp.sum(genome ** 2)


@jax.jit
def generation(key, population, elite, elite_score):
    scores = jax.vmap(cartpole_like_fitness)(population)
    i = jnp.argmax(scores)
    better = scores[i] > elite_score
    elite = jnp.where(better, population[i], elite)
    elite_score = jnp.maximum(scores[i], elite_score)
    parents = population[jnp.argsort(-scores)[: population.shape[0] // 4]]
    children = jnp.repeat(parents, 4, axis=0)
    children = children + 0.1 * jax.random.normal(key, children.shape)
    children = children.at[0].set(elite)
    return children, elite, elite_score
