from functools import partial

import jax
import jax.numpy as jnp


def diff_in_means(y, labels):
    return jnp.sum(y * labels) / jnp.sum(labels) - jnp.sum(y * (1 - labels)) / jnp.sum(1 - labels)


@partial(jax.jit, static_argnames="n_perm")
def null_distribution(key, y, group, n_perm=200):
    keys = jax.random.split(key, n_perm)
    perms = jax.vmap(lambda k: jax.random.permutation(k, group))(keys)
    return jax.vmap(lambda lab: diff_in_means(y, lab))(perms)


def permutation_pvalue(key, y, group, n_perm=200):
    observed = diff_in_means(y, group)
    null = null_distribution(key, y, group, n_perm=n_perm)
    return jnp.mean(jnp.abs(null) >= jnp.abs(observed))
