import jax
import jax.numpy as jnp


def init_ranker(key, feat_dim, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "w1": jax.random.normal(k1, (feat_dim, hidden)) * 0.2,
        "b1": jnp.zeros((hidden,)),
        "w2": jax.random.normal(k2, (hidden,)) * 0.2,
    }


def score(params, feats):
    return jax.nn.relu(feats @ params["w1"] + params["b1"]) @ params["w2"]


@jax.jit
def listwise_loss(params, feats, labels):
    logits = score(params, feats)
    target = jax.nn.softmax(jnp.where(labels > 0, labels, -1e9), axis=-1)
    return -jnp.mean(jnp.sum(target * jax.nn.log_softmax(logits, -1), -1))
