import jax
import jax.numpy as jnp
import numpy as np

from model import ParametricYieldNet
from train import step, tx


def data(n=256, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 10)).astype(np.float32)
    y = (0.9 - 0.05 * np.abs(x[:, :3]).sum(1)).astype(np.float32)
    return x, y


def main():
    x, y = data()
    key = jax.random.PRNGKey(0)
    params = ParametricYieldNet().init(key, x[:1], train=False)
    opt_state = tx.init(params)
    for epoch in range(5):
        module = ParametricYieldNet(dropout=0.3 * (1 - epoch / 5))
        for i in range(0, 256, 64):
            key, sub = jax.random.split(key)
            params, opt_state, loss = step(module, params, opt_state, x[i:i + 64], y[i:i + 64], sub)
        print(f"epoch {epoch} dropout {module.dropout:.2f} loss {float(loss):.5f}")


if __name__ == "__main__":
    main()
