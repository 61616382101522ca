import equinox as eqx
import jax
import jax.numpy as jnp


class GCN(eqx.Module):
    lin1: eqx.nn.Linear
    lin2: eqx.nn.Linear
    dropout: eqx.nn.Dropout

    def __init__(self, d_in, hidden, n_classes, key):
        k1, k2 = jax.random.split(key)
        self.lin1 = eqx.nn.Linear(d_in, hidden, key=k1)
        self.lin2 = eqx.nn.Linear(hidden, n_classes, key=k2)
        self.dropout = eqx.nn.Dropout(0.5)

    def __call__(self, x, a_hat, key=None, inference=False):
        h = jax.nn.relu(a_hat @ jax.vmap(self.lin1)(x))
        h = self.dropout(h, key=key, inference=inference)
        return a_hat @ jax.vmap(self.lin2)(h)
