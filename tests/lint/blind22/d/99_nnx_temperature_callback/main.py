import numpy as np
import optax
from flax import nnx

from callbacks import TemperatureAnneal
from model import AlertRanker


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        p = m(x)
        return -(y * nnx.log_sigmoid(p) + (1 - y) * nnx.log_sigmoid(-p)).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = AlertRanker(7, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.sgd(0.1), wrt=nnx.Param)
    anneal = TemperatureAnneal()
    for epoch in range(4):
        anneal.on_epoch_begin(epoch, model)
        for _ in range(2):
            x = rng.normal(size=(32, 7)).astype(np.float32)
            y = (x[:, 0] > 0).astype(np.float32)
            loss = train_step(model, optimizer, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
