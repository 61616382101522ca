import jax

from bootstrap import bootstrap_mean_ci


def trained_panel_ci(scores, seed):
    return bootstrap_mean_ci(jax.random.PRNGKey(seed), scores)


def consumer_panel_ci(scores, seed):
    return bootstrap_mean_ci(jax.random.key(seed), scores)
