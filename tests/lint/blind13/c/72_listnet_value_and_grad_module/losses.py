import jax
import jax.numpy as jnp


def listnet_loss(params, feats, relevance):
    """ListNet top-1 cross entropy for a batch of query lists [Q, L, F]."""
    h = jax.nn.relu(feats @ params["w1"] + params["b1"])
    scores = (h @ params["w2"]).squeeze(-1)
    target = jax.nn.softmax(relevance, axis=-1)
    return -jnp.mean(jnp.sum(target * jax.nn.log_softmax(scores, axis=-1), axis=-1))
