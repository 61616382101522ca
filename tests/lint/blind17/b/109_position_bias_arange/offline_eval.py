import jax.numpy as jnp
import numpy as np

from bias_model import click_prob


def expected_clicks(params, ranking, slate_size=10):
    positions = jnp.arange(slate_size)
    return float(np.sum(click_prob(params, ranking[:slate_size], positions)))
