import jax
import jax.numpy as jnp


@jax.jit
def gcn_forward(params, adj_norm, feats, dropout_rate):
    h = jax.nn.relu(adj_norm @ feats @ params["w1"])
    h = h * (1.0 - dropout_rate)
    return adj_norm @ h @ params["w2"]


def normalize(adj):
    adj = adj + jnp.eye(adj.shape[0])
    d = 1.0 / jnp.sqrt(adj.sum(1))
    return adj * d[:, None] * d[None, :]
