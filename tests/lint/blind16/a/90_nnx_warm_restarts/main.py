import numpy as np
import optax
from flax import nnx

from model import CNN
from schedules import restart_peaks

CYCLE_STEPS = 4


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 8, 8, 3)).astype(np.float32)
    y = rng.integers(0, 4, size=32).astype(np.int32)
    model = CNN(4, nnx.Rngs(0))
    for cycle, peak in enumerate(restart_peaks(0.05, num_cycles=3)):
        schedule = optax.cosine_decay_schedule(peak, CYCLE_STEPS)
        optimizer = nnx.Optimizer(model, optax.sgd(schedule, momentum=0.9), wrt=nnx.Param)
        for step in range(CYCLE_STEPS):
            i = (step % 4) * 8
            loss = train_step(model, optimizer, x[i:i + 8], y[i:i + 8])
        print(f"cycle {cycle} peak {peak:.4f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
