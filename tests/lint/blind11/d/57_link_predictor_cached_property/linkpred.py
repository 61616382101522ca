import functools

import jax
import jax.numpy as jnp


class LinkPredictor:
    def __init__(self, n_nodes, dim, key):
        self.params = {"emb": jax.random.normal(key, (n_nodes, dim)) * 0.1}

    @staticmethod
    def _score(params, src, dst):
        return jax.nn.sigmoid(jnp.sum(params["emb"][src] * params["emb"][dst], -1))

    @functools.cached_property
    def score_fn(self):
        return jax.jit(self._score)

    @functools.cached_property
    def update_fn(self):
        def bce_update(params, src, dst, labels):
            def loss_fn(p):
                s = self._score(p, src, dst)
                return -jnp.mean(labels * jnp.log(s + 1e-7) + (1 - labels) * jnp.log(1 - s + 1e-7))
            loss, grads = jax.value_and_grad(loss_fn)(params)
            return jax.tree_util.tree_map(lambda a, g: a - 0.5 * g, params, grads), loss
        return jax.jit(bce_update)
