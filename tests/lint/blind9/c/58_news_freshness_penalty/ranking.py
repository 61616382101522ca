import jax
import jax.numpy as jnp

GRACE_HOURS = 6


@jax.jit
def rank_articles(article_emb, user_vec, ctr_prior, staleness):
    relevance = article_emb @ user_vec
    score = relevance + jnp.log(ctr_prior) - 0.05 * staleness
    return jnp.argsort(-score)


def staleness_hours(edition_age_hours):
    """Hours past the grace period of the edition the candidates come from."""
    return max(0, edition_age_hours - GRACE_HOURS)
