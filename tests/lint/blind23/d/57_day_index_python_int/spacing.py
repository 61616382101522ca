import jax
import jax.numpy as jnp


@jax.jit
def due_cards(last_review, stability, today, threshold):
    elapsed = today - last_review
    recall = jnp.exp(-elapsed / stability)
    return recall < threshold, recall


@jax.jit
def apply_reviews(last_review, stability, reviewed, remembered, today):
    growth = jnp.where(remembered, 2.5, 0.5)
    new_stab = jnp.where(reviewed, jnp.maximum(stability * growth, 1.0), stability)
    new_last = jnp.where(reviewed, today, last_review)
    return new_last, new_stab
