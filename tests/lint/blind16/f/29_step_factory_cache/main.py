import flax.linen as nn
import jax
import numpy as np
import optax

from utils import compiled_step, step_decay


class Income(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(nn.relu(nn.Dense(32)(x)))


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(320, 10)).astype(np.float32)
    y = (x[:, 0] - x[:, 4] > 0.2).astype(np.int32)
    model = Income()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = optax.sgd(0.1, momentum=0.9).init(params)
    for epoch in range(4):
        tx = optax.sgd(step_decay(epoch), momentum=0.9)
        step = compiled_step(model.apply, tx)
        for i in range(0, 320, 64):
            params, opt_state, loss = step(params, opt_state, x[i:i + 64], y[i:i + 64])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
