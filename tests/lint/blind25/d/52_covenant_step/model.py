import equinox as eqx
import jax

class ClauseNet(eqx.Module):
    mlp: eqx.nn.MLP
    drop: eqx.nn.Dropout

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(32, 4, 64, depth=2, key=key)
        self.drop = eqx.nn.Dropout(0.1)

    def __call__(self, x, key):
        return self.mlp(self.drop(x, key=key))
