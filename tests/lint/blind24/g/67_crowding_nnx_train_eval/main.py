import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import CrowdingNet
from steps import eval_step, train_step


def crowding_data(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 7)).astype(np.float32)
    level = np.digitize(x[:, 0] + 0.5 * x[:, 1], [-0.5, 0.7])
    return jnp.asarray(x), jnp.asarray(level)


def main():
    xtr, ytr = crowding_data(256, 0)
    xva, yva = crowding_data(64, 1)
    model = CrowdingNet(7, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
    for epoch in range(4):
        model.train()
        for i in range(0, 256, 64):
            loss = train_step(model, optimizer, xtr[i:i + 64], ytr[i:i + 64])
        model.eval()
        acc = eval_step(model, xva, yva)
        print(epoch, float(loss), float(acc))


if __name__ == "__main__":
    main()
