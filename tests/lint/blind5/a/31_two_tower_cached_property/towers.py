import functools

import jax
import jax.numpy as jnp


class TwoTowerRetriever:
    def __init__(self, user_dim, item_dim, emb_dim, key):
        ku, ki = jax.random.split(key)
        self.params = {"user": 0.2 * jax.random.normal(ku, (user_dim, emb_dim)),
                       "item": 0.2 * jax.random.normal(ki, (item_dim, emb_dim))}

    @staticmethod
    def _embed(w, x):
        e = x @ w
        return e / (jnp.linalg.norm(e, axis=-1, keepdims=True) + 1e-6)

    @functools.cached_property
    def score_fn(self):
        embed = self._embed

        def in_batch_scores(params, users, items):
            return embed(params["user"], users) @ embed(params["item"], items).T

        return jax.jit(in_batch_scores)

    @functools.cached_property
    def train_fn(self):
        score = self.score_fn

        def sampled_softmax_step(params, users, items, lr):
            def loss_fn(p):
                logits = score(p, users, items) / 0.1
                return -jnp.mean(jnp.diag(jax.nn.log_softmax(logits, axis=-1)))

            loss, g = jax.value_and_grad(loss_fn)(params)
            return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, g), loss

        return jax.jit(sampled_softmax_step)
