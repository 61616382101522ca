import numpy as np
import optax
from flax import nnx

from trainer import Trainer


class TokenRegressor(nnx.Module):
    def __init__(self, d, rngs):
        self.proj = nnx.Linear(d, 16, rngs=rngs)
        self.head = nnx.Linear(16, 1, rngs=rngs)

    def __call__(self, x):
        return self.head(nnx.gelu(self.proj(x)))


def make_batches(n_batches=4, bs=4, t=10, d=3, seed=0):
    rng = np.random.default_rng(seed)
    out = []
    for b in range(n_batches):
        x = rng.normal(size=(bs, t, d)).astype(np.float32)
        y = x.sum(-1)
        lengths = np.full(bs, t) if b % 2 == 0 else rng.integers(4, t, size=bs)
        mask = (np.arange(t)[None, :] < lengths[:, None]).astype(np.float32)
        out.append({"x": x, "y": y, "mask": mask})
    return out


if __name__ == "__main__":
    model = TokenRegressor(3, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    Trainer(model, optimizer).fit(make_batches(), epochs=2)
