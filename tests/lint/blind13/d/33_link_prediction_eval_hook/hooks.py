import jax
import jax.numpy as jnp


class LinkAUCHook:
    """Logs a pairwise-ranking AUC on held-out edges every `every` steps."""

    def __init__(self, pos_edges, neg_edges, every=1):
        self.pos = pos_edges
        self.neg = neg_edges
        self.every = every
        self.history = []

    def __call__(self, step, params, embed_fn):
        if step % self.every:
            return

        def ranking_auc(params):
            z = embed_fn(params)
            pos = jnp.sum(z[self.pos[:, 0]] * z[self.pos[:, 1]], -1)
            neg = jnp.sum(z[self.neg[:, 0]] * z[self.neg[:, 1]], -1)
            return jnp.mean(pos[:, None] > neg[None, :])

        auc = float(jax.jit(ranking_auc)(params))
        self.history.append((step, auc))
        print(f"step {step}: held-out AUC {auc:.3f}")
