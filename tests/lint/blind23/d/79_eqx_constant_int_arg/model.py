import equinox as eqx
import jax


class ScorePointClassifier(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, d_in, n_points, key):
        self.mlp = eqx.nn.MLP(d_in, n_points, 32, 1, key=key)

    def __call__(self, x):
        return self.mlp(x)
