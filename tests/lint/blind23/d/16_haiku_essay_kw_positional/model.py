import haiku as hk
import jax
import jax.numpy as jnp


def essay_scorer(tokens):
    emb = hk.Embed(vocab_size=500, embed_dim=32)(tokens)
    pooled = jnp.mean(emb, axis=1)
    h = jax.nn.relu(hk.Linear(32)(pooled))
    return hk.Linear(1)(h)[:, 0]


net = hk.without_apply_rng(hk.transform(essay_scorer))
