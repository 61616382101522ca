import jax.numpy as jnp
import numpy as np

from config import NormConfig
from layers import batch_normalize


class FeatureNormalizer:
    def __init__(self, dim, cfg):
        self.cfg = cfg
        self.gamma = jnp.ones(dim)
        self.beta = jnp.zeros(dim)

    def fit_transform(self, x):
        return batch_normalize(x, self.gamma, self.beta)

    def transform(self, x):
        return batch_normalize(x, self.gamma, self.beta, eps=self.cfg.eps)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    norm = FeatureNormalizer(6, NormConfig())
    for epoch in range(4):
        train = rng.normal(2.0, 3.0, size=(32, 6)).astype(np.float32)
        val = rng.normal(2.0, 3.0, size=(32, 6)).astype(np.float32)
        z_tr = norm.fit_transform(train)
        z_va = norm.transform(val)
        print(epoch, float(z_tr.std()), float(z_va.std()))
