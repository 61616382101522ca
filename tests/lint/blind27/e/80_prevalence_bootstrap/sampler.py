import jax
import jax.numpy as jnp
import equinox as eqx


@eqx.filter_jit
def bootstrap_herd_prevalence(positives, tested, day, n_boot=200):
    key = jax.random.fold_in(jax.random.PRNGKey(0), day)
    idx = jax.random.randint(key, (n_boot, positives.shape[0]), 0, positives.shape[0])
    prev = positives[idx].sum(axis=1) / tested[idx].sum(axis=1)
    return jnp.percentile(prev, jnp.array([2.5, 50.0, 97.5]))
