import jax
import jax.numpy as jnp


def init_params(key, num_docs, positions):
    return {
        "doc_logit": 0.01 * jax.random.normal(key, (num_docs,)),
        "pos_logit": jnp.zeros((positions,)),
        "global_bias": jnp.array(0.0),
    }
