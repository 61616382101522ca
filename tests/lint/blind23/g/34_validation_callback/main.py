import flax.linen as nn
import jax
import numpy as np

from callbacks import make_kge_callback
from train import fit


class Regressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.tanh(nn.Dense(16)(x)))[:, 0]


def main():
    rng = np.random.default_rng(4)
    x = rng.normal(size=(300, 5)).astype(np.float32)
    y = (2.0 + np.tanh(x[:, 0] - 0.5 * x[:, 2]) + 0.1 * rng.normal(size=300)).astype(np.float32)
    model = Regressor()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    cb = make_kge_callback(model, x[240:], y[240:])
    fit(model, params, x[:240], y[:240], epochs=10, callbacks=[cb])


if __name__ == "__main__":
    main()
