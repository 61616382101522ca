import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

from metrics import AccuracyMeter


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Dense(4)(x.mean(axis=(1, 2)))


model = Classifier()
forward = jax.jit(model.apply)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(40, 8, 8, 3)).astype(np.float32)
    y = rng.integers(0, 4, size=40).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), x[:1])
    meter = AccuracyMeter()
    for epoch in range(2):
        meter.reset()
        for i in range(0, 40, 10):
            meter.update(forward(params, x[i:i + 10]), y[i:i + 10])
        print(epoch, meter.compute())


if __name__ == "__main__":
    main()
