import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import TabResNet

STAGES = [(1e-2, 2), (3e-3, 2), (1e-3, 2)]
STEPS_PER_EPOCH = 4


def staged_schedule(stages, steps_per_epoch):
    boundaries, step = {}, 0
    for (prev_lr, epochs), (lr, _) in zip(stages[:-1], stages[1:]):
        step += epochs * steps_per_epoch
        boundaries[step] = lr / prev_lr
    return optax.piecewise_constant_schedule(stages[0][0], boundaries)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(256, 10)).astype(np.float32)
    y = np.digitize(x[:, 0] * x[:, 1], [-0.5, 0.5]).astype(np.int32)
    model = TabResNet(10, 32, 3, nnx.Rngs(0))
    schedule = staged_schedule(STAGES, STEPS_PER_EPOCH)
    optimizer = nnx.Optimizer(model, optax.adam(schedule), wrt=nnx.Param)
    for lr, epochs in STAGES:
        for _ in range(epochs):
            for i in range(0, 256, 64):
                loss = train_step(model, optimizer, x[i:i + 64], y[i:i + 64])
        print(lr, float(schedule(int(optimizer.step[...]) - 1)), float(loss))


if __name__ == "__main__":
    main()
