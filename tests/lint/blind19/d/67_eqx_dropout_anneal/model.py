import equinox as eqx
import jax
import jax.numpy as jnp


class GraphSAGE(eqx.Module):
    self_lin: eqx.nn.Linear
    nbr_lin: eqx.nn.Linear
    out: eqx.nn.Linear
    dropout: eqx.nn.Dropout

    def __init__(self, d_in, hidden, n_out, p, key):
        k1, k2, k3 = jax.random.split(key, 3)
        self.self_lin = eqx.nn.Linear(d_in, hidden, key=k1)
        self.nbr_lin = eqx.nn.Linear(d_in, hidden, key=k2)
        self.out = eqx.nn.Linear(hidden, n_out, key=k3)
        self.dropout = eqx.nn.Dropout(p)

    def __call__(self, x, senders, receivers, key):
        n = x.shape[0]
        deg = jax.ops.segment_sum(jnp.ones(senders.shape[0]), receivers, num_segments=n)
        agg = jax.ops.segment_sum(x[senders], receivers, num_segments=n) / jnp.maximum(deg, 1.0)[:, None]
        h = jax.nn.relu(jax.vmap(self.self_lin)(x) + jax.vmap(self.nbr_lin)(agg))
        h = self.dropout(h, key=key)
        return jax.vmap(self.out)(h)


def set_dropout(model, p):
    return eqx.tree_at(lambda m: m.dropout.p, model, p)
