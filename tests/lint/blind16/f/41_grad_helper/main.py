import flax.linen as nn
import jax
import numpy as np

from utils import clip_and_step, grads_for


class DemandModel(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.elu(nn.Dense(24)(x)))


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(192, 6)).astype(np.float32)
    y = np.abs(x[:, 0] + 0.5 * x[:, 2]).astype(np.float32)
    model = DemandModel()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    for epoch in range(2):
        for i in range(0, 192, 48):
            loss, grads = grads_for(model, params, x[i:i + 48], y[i:i + 48])
            params = clip_and_step(params, grads)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
