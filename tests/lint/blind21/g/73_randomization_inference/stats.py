import jax
import jax.numpy as jnp


def permutation_pvalue(key, y, group, n_perm=200):
    def diff_in_means(labels):
        return jnp.sum(y * labels) / jnp.sum(labels) - jnp.sum(y * (1 - labels)) / jnp.sum(1 - labels)

    @jax.jit
    def null_distribution(key):
        keys = jax.random.split(key, n_perm)
        perms = jax.vmap(lambda k: jax.random.permutation(k, group))(keys)
        return jax.vmap(diff_in_means)(perms)

    observed = diff_in_means(group)
    null = null_distribution(key)
    return jnp.mean(jnp.abs(null) >= jnp.abs(observed))
