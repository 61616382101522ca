import jax
import jax.numpy as jnp


@jax.jit
def score_slates(params, query_feats, doc_feats):
    q = jnp.tanh(query_feats @ params["wq"])
    d = jnp.tanh(doc_feats @ params["wd"])
    return jnp.einsum("bh,bnh->bn", q, d)


class OfflineEvaluator:
    def __init__(self, params, hooks):
        self.params = params
        self.hooks = hooks

    def run(self, batches):
        for step, (qf, df, labels) in enumerate(batches):
            scores = score_slates(self.params, qf, df)
            logs = {h.name: h(step, scores, labels) for h in self.hooks}
            print(f"step {step}: " + ", ".join(f"{k}={v:.4f}" for k, v in logs.items()))
