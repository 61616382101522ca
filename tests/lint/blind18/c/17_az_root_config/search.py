import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("cfg",))
def root_policy(prior_logits, visit_counts, key, cfg):
    prior = jax.nn.softmax(prior_logits, axis=-1)
    noise = jax.random.dirichlet(key, jnp.full((cfg.num_actions,), cfg.dirichlet_alpha),
                                 shape=prior.shape[:-1])
    prior = (1 - cfg.noise_fraction) * prior + cfg.noise_fraction * noise
    scaled = (visit_counts + prior) ** (1.0 / cfg.temperature)
    return scaled / scaled.sum(axis=-1, keepdims=True)
