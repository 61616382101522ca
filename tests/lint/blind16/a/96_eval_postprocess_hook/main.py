import jax
import numpy as np
import flax.linen as nn

from evaluator import Evaluator


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(5)(nn.relu(nn.Dense(16)(x)))


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 12)).astype(np.float32)
    y = rng.integers(0, 5, size=64).astype(np.int32)
    model = Net()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    forward = jax.jit(model.apply)
    evaluator = Evaluator()
    for i in range(0, 64, 16):
        nll, acc = evaluator.evaluate(forward(params, x[i:i + 16]), y[i:i + 16])
        print(i, float(nll), float(acc))


if __name__ == "__main__":
    main()
