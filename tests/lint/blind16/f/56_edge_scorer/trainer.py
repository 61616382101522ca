import functools

import jax
import jax.numpy as jnp
import optax


class EdgeScoreTrainer:
    def __init__(self, params, adj, lr=1e-2):
        self.params = params
        self.adj = adj
        self.tx = optax.adam(lr)
        self.opt_state = self.tx.init(params)

    def _encode(self, params):
        h = jax.nn.relu(self.adj @ params["emb"] @ params["w"])
        return self.adj @ h

    def _step(self, params, opt_state, pos, neg):
        def loss_fn(p):
            z = self._encode(p)
            pos_score = jnp.sum(z[pos[:, 0]] * z[pos[:, 1]], -1)
            neg_score = jnp.sum(z[neg[:, 0]] * z[neg[:, 1]], -1)
            return (optax.sigmoid_binary_cross_entropy(pos_score, jnp.ones_like(pos_score)).mean()
                    + optax.sigmoid_binary_cross_entropy(neg_score, jnp.zeros_like(neg_score)).mean())
        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    @functools.cached_property
    def step_fn(self):
        return jax.jit(self._step)

    def fit_batch(self, pos, neg):
        self.params, self.opt_state, loss = self.step_fn(self.params, self.opt_state, pos, neg)
        return loss
