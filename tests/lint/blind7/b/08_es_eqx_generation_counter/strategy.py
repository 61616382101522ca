import equinox as eqx
import jax
import jax.numpy as jnp


class OpenES(eqx.Module):
    mean: jax.Array
    sigma: float
    generation: int

    def ask(self, key, pop_size):
        eps = jax.random.normal(key, (pop_size // 2, self.mean.shape[0]))
        eps = jnp.concatenate([eps, -eps])
        return self.mean + self.sigma * eps, eps


@eqx.filter_jit
def es_update(strategy, key, lr):
    pop, eps = strategy.ask(key, 20)
    fitness = jnp.sum((pop - 1.5) ** 2, axis=-1)
    ranks = jnp.argsort(jnp.argsort(fitness)) / (fitness.shape[0] - 1) - 0.5
    grad = jnp.mean(ranks[:, None] * eps, axis=0) / strategy.sigma
    new_mean = strategy.mean - lr * grad
    strategy = eqx.tree_at(lambda s: s.mean, strategy, new_mean)
    return strategy, jnp.min(fitness)
