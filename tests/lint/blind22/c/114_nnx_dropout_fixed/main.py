import numpy as np
import optax
from flax import nnx

from model import InjuryRisk

DROPOUT = 0.3


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    load = rng.normal(size=(64, 7)).astype(np.float32)
    injured = (load[:, 0] + load[:, 4] > 1.5).astype(np.float32)
    model = InjuryRisk(nnx.Rngs(0, dropout=1), rate=DROPOUT)
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(4):
        loss = train_step(model, optimizer, load, injured)
        print(epoch, model.drop.rate, float(loss))


if __name__ == "__main__":
    main()
