import flax.linen as nn
import jax
import numpy as np
import optax
from flax.training import train_state

from steps import overfit_check, train_step


class BlobNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.relu(nn.Dense(32)(x)))


def make_blobs(n=384, seed=0):
    rng = np.random.default_rng(seed)
    centers = rng.normal(size=(3, 4)) * 2
    y = rng.integers(0, 3, size=n).astype(np.int32)
    x = (centers[y] + rng.normal(size=(n, 4))).astype(np.float32)
    return x, y


def main():
    x, y = make_blobs()
    model = BlobNet()
    state = train_state.TrainState.create(
        apply_fn=model.apply, params=model.init(jax.random.PRNGKey(0), x[:1]),
        tx=optax.adam(1e-2))
    ok = overfit_check(state, x[:32], y[:32])
    print("overfit check", ok)
    for epoch in range(3):
        for i in range(0, len(x), 32):
            state, loss = train_step(state, x[i:i + 32], y[i:i + 32])
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
