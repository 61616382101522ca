import jax
import jax.numpy as jnp

from gcn import gcn_forward, normalize

key = jax.random.PRNGKey(0)
k1, k2, k3 = jax.random.split(key, 3)
adj = normalize((jax.random.uniform(k1, (12, 12)) > 0.7).astype(jnp.float32))
feats = jax.random.normal(k2, (12, 5))
params = {"w1": jax.random.normal(k3, (5, 8)) * 0.3, "w2": jax.random.normal(k3, (8, 2)) * 0.3}


def evaluate(params):
    logits = gcn_forward(params, adj, feats, dropout_rate=0.0)
    return float(logits.argmax(-1).mean())


for epoch in range(4):
    logits = gcn_forward(params, adj, feats, 0.5)
    params = jax.tree_util.tree_map(lambda p: p * 0.99, params)
    print(epoch, evaluate(params))
