import jax
import jax.numpy as jnp


def init_encoder(key, n_feats=20, hidden=32, vocab=12):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (n_feats, hidden)) * 0.2,
            "w2": jax.random.normal(k2, (hidden, vocab)) * 0.2}


@jax.jit
def encode(params, feats, frame_mask):
    h = jax.nn.gelu(feats @ params["w1"])
    logits = h @ params["w2"]
    return jax.nn.log_softmax(logits, axis=-1) * frame_mask[..., None]
