import functools

import haiku as hk
import jax


def forward(tokens):
    emb = hk.Embed(vocab_size=500, embed_dim=16)(tokens)
    pooled = emb.mean(axis=1)
    return hk.nets.MLP([32, 3])(pooled)


@functools.cache
def build_classifier():
    model = hk.without_apply_rng(hk.transform(forward))
    return model, jax.jit(model.apply)
