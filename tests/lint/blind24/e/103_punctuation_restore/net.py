import jax
import jax.numpy as jnp
import haiku as hk


def _punctuation_net(token_feats):
    x = hk.Linear(32)(token_feats)
    x = jax.nn.relu(x)
    key = hk.maybe_next_rng_key()
    if key is not None:
        x = hk.dropout(key, 0.2, x)
    return hk.Linear(4)(x)


punct = hk.transform(_punctuation_net)


@jax.jit
def punct_logits(params, rng, token_feats):
    return punct.apply(params, rng, token_feats)
