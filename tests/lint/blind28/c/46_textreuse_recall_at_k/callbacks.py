import jax
import jax.numpy as jnp


class RecallAtK:
    def __init__(self, queries, targets, k=5):
        self.queries = queries
        self.targets = targets
        self.history = []

        @jax.jit
        def recall_at_k(params, q_in, t_in):
            q = jnp.tanh(q_in @ params["proj"])
            t = jnp.tanh(t_in @ params["proj"])
            _, idx = jax.lax.top_k(q @ t.T, k)
            return jnp.mean(jnp.any(idx == jnp.arange(q.shape[0])[:, None], axis=1))

        self._recall = recall_at_k

    def __call__(self, epoch, params):
        self.history.append(float(self._recall(params, self.queries, self.targets)))
