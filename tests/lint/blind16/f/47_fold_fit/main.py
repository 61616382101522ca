import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np

from fit import fit


class Diabetes(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(16)(x)))


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(300, 8)).astype(np.float32)
    y = (x[:, 1] + x[:, 5] > 0.3).astype(np.float32)
    folds = np.array_split(np.arange(300), 3)
    model = Diabetes()
    accs = []
    for k, val in enumerate(folds):
        tr = np.setdiff1d(np.arange(300), val)
        params = fit(model, x[tr], y[tr], jax.random.PRNGKey(k))
        pred = model.apply(params, x[val])[:, 0] > 0
        accs.append(float(jnp.mean(pred == (y[val] > 0.5))))
    print("fold accuracy", accs)


if __name__ == "__main__":
    main()
