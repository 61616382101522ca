import numpy as np
import optax
from flax import nnx

from model import CNN
from schedules import restart_peaks

CYCLE_STEPS = 4
NUM_CYCLES = 3


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
    peaks = restart_peaks(0.05, num_cycles=NUM_CYCLES)
    schedule = optax.join_schedules(
        [optax.cosine_decay_schedule(p, CYCLE_STEPS) for p in peaks],
        boundaries=[CYCLE_STEPS * (c + 1) for c in range(NUM_CYCLES - 1)],
    )
    optimizer = nnx.Optimizer(model, optax.sgd(schedule, momentum=0.9), wrt=nnx.Param)
    for cycle, peak in enumerate(peaks):
        for step in range(CYCLE_STEPS):
            i = (step % 4) * 8
            loss = train_step(model, optimizer, x[i:i + 8], y[i:i + 8])
        print(f"cycle {cycle} peak {peak:.4f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
