import jax
import jax.numpy as jnp


@jax.jit
def accumulate_feed_efficiency(running, feed_kg, gain_kg):
    # running totals of feed and gain for a pen-level feed conversion ratio
    return running + jnp.stack([feed_kg.sum(), gain_kg.sum()])
