import jax
import jax.numpy as jnp


@jax.jit
def rescore_words(word_logits, lexicon_prior, use_lexicon):
    prior = jnp.where(use_lexicon, lexicon_prior, jnp.zeros_like(lexicon_prior))
    return jnp.argmax(word_logits + prior, axis=-1)
