import jax
import jax.numpy as jnp


def mlp(params, x):
    h = jnp.tanh(x @ params["w1"] + params["b1"])
    return (h @ params["w2"]).squeeze(-1)


predict_one = jax.jit(mlp)


class SnapshotEnsemble:
    def __init__(self):
        self.snapshots = []

    def add(self, params):
        self.snapshots.append(params)

    def predict(self, x):
        preds = [predict_one(p, x) for p in self.snapshots]
        return sum(preds) / len(preds)
