import equinox as eqx
import jax


class PointMLP(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key, num_classes=4):
        self.mlp = eqx.nn.MLP(4, num_classes, width_size=32, depth=2, key=key)

    def __call__(self, points):
        return jax.vmap(self.mlp)(points)
