import jax
import jax.numpy as jnp


@jax.jit
def smoothed_ctr(clicks, impressions, prior_clicks, prior_impressions):
    return (clicks + prior_clicks) / (impressions + prior_impressions)


def campaign_prior(history):
    return history["clicks"].sum(), history["impressions"].sum()


DEFAULT_PRIOR = (3, 100)
