import jax.numpy as jnp
import numpy as np
from flax import nnx


class OnlineScaler(nnx.Module):
    def __init__(self, dim):
        self.mean = nnx.Variable(jnp.zeros((dim,)))
        self.seen = 0

    def __call__(self, x):
        self.seen += 1
        self.mean.value = self.mean.value + (x.mean(0) - self.mean.value) / self.seen
        return x - self.mean.value


@nnx.jit
def preprocess(scaler, batch):
    return scaler(batch)


scaler = OnlineScaler(4)
rng = np.random.default_rng(16)
for _ in range(5):
    out = preprocess(scaler, jnp.asarray(rng.normal(size=(8, 4)).astype(np.float32)))

print(scaler.seen, out.shape)
