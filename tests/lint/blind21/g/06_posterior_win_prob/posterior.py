import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def prob_b_beats_a(key, prior, successes, trials, n_draws=4000):
    a0, b0 = prior
    ka, kb = jax.random.split(key)
    pa = jax.random.beta(ka, a0 + successes[0], b0 + trials[0] - successes[0], (n_draws,))
    pb = jax.random.beta(kb, a0 + successes[1], b0 + trials[1] - successes[1], (n_draws,))
    return jnp.mean(pb > pa)


def update_prior(prior, successes, trials, discount=0.5):
    """Carry a discounted share of the pooled evidence into the next day's prior."""
    a0, b0 = prior
    s, n = float(successes.sum()), float(trials.sum())
    return jnp.asarray([a0 + discount * s / 100, b0 + discount * (n - s) / 100], jnp.float32)
