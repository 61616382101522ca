import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx

from model import EngineHealthNet
from steps import egt_train_step, egt_eval_step


def snapshots(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 1, (n, 6)).astype(np.float32)
    y = (0.6 * x[:, 0] - 0.3 * x[:, 3] + 0.1 * x[:, 5] ** 2).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def main():
    xtr, ytr = snapshots(512, 0)
    xva, yva = snapshots(128, 1)
    model = EngineHealthNet(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(2e-3), wrt=nnx.Param)
    for epoch in range(4):
        model.train()
        for i in range(0, 512, 128):
            loss = egt_train_step(model, optimizer, xtr[i:i + 128], ytr[i:i + 128])
        model.eval()
        val = egt_eval_step(model, xva, yva)
        print(epoch, float(loss), float(val))


if __name__ == "__main__":
    main()
