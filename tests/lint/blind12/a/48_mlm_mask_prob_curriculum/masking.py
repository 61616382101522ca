import jax
import jax.numpy as jnp

MASK_ID = 3
SPECIAL_MAX = 3


@jax.jit
def mask_tokens(key, input_ids, mask_prob):
    k1, k2 = jax.random.split(key)
    candidates = input_ids > SPECIAL_MAX
    selected = (jax.random.uniform(k1, input_ids.shape) < mask_prob) & candidates
    random_tokens = jax.random.randint(k2, input_ids.shape, SPECIAL_MAX + 1, 100)
    use_mask = jax.random.uniform(k2, input_ids.shape) < 0.8
    corrupted = jnp.where(selected, jnp.where(use_mask, MASK_ID, random_tokens), input_ids)
    labels = jnp.where(selected, input_ids, -100)
    return corrupted, labels


def next_mask_prob(current, step_size=0.05, ceiling=0.4):
    return jnp.minimum(current + step_size, ceiling)
