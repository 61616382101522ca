from flax import nnx
import jax


class NitrateNet(nnx.Module):
    """SUNA-style nitrate estimate from UV absorbance features plus T/S."""

    def __init__(self, rngs):
        self.l1 = nnx.Linear(8, 48, rngs=rngs)
        self.bn = nnx.BatchNorm(48, rngs=rngs)
        self.l2 = nnx.Linear(48, 1, rngs=rngs)

    def __call__(self, x):
        return self.l2(jax.nn.relu(self.bn(self.l1(x))))[:, 0]


@nnx.jit
def nitrate_predict(model, x):
    return model(x)
