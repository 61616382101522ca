import jax
import jax.numpy as jnp


def init_params(key, vocab_size, dim=16, n_classes=3):
    k1, k2 = jax.random.split(key)
    return {
        "embed": jax.random.normal(k1, (vocab_size, dim)) * 0.1,
        "head": jax.random.normal(k2, (dim, n_classes)) * 0.1,
    }


@jax.jit
def classify(params, token_ids, mask):
    h = params["embed"][token_ids]
    pooled = (h * mask[..., None]).sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
    return jax.nn.softmax(pooled @ params["head"], axis=-1)
