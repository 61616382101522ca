import jax
import jax.numpy as jnp


@jax.jit
def sentence_embedding(params, input_ids, attention_mask):
    h = jnp.tanh(params["emb"][input_ids] @ params["proj"])
    pooled = (h * attention_mask[..., None]).sum(1) / jnp.maximum(attention_mask.sum(1, keepdims=True), 1.0)
    return pooled / jnp.linalg.norm(pooled, axis=-1, keepdims=True)


def contrastive_loss(params, anchors, positives, temperature=0.1):
    a = sentence_embedding(params, **anchors)
    p = sentence_embedding(params, **positives)
    logits = a @ p.T / temperature
    return -jnp.mean(jnp.diag(jax.nn.log_softmax(logits, axis=-1)))
