import equinox as eqx
import jax


class SpikeDecoder(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, n_units, n_classes, key):
        self.mlp = eqx.nn.MLP(n_units, n_classes, width_size=16, depth=1, key=key)

    def __call__(self, x):
        return self.mlp(x)


def batched_logits(model, X):
    return jax.vmap(model)(X)
