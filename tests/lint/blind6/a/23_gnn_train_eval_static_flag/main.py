from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("training",))
def gcn_forward(params, adj, feats, key, training):
    h = jax.nn.relu(adj @ feats @ params["w1"])
    if training:
        keep = jax.random.bernoulli(key, 0.8, h.shape)
        h = jnp.where(keep, h / 0.8, 0.0)
    return adj @ h @ params["w2"]


key = jax.random.PRNGKey(0)
k1, k2, k3 = jax.random.split(key, 3)
adj = jax.random.uniform(k1, (12, 12)) / 12
feats = jax.random.normal(k2, (12, 5))
params = {"w1": jax.random.normal(k3, (5, 8)), "w2": jax.random.normal(k3, (8, 2))}

for epoch in range(5):
    key, sub = jax.random.split(key)
    train_logits = gcn_forward(params, adj, feats, sub, training=True)
    val_logits = gcn_forward(params, adj, feats, sub, training=False)
    print(epoch, float(train_logits.std()), float(val_logits.std()))
