import numpy as np
import optax
from flax import nnx

from preprocess import letterbox


class SafetyNet(nnx.Module):
    def __init__(self, rngs):
        self.conv = nnx.Conv(3, 8, kernel_size=(3, 3), strides=(2, 2), rngs=rngs)
        self.drop = nnx.Dropout(0.1, rngs=rngs)
        self.head = nnx.Linear(8, 2, rngs=rngs)

    def __call__(self, x):
        x = nnx.relu(self.conv(x)).mean(axis=(1, 2))
        return self.head(self.drop(x))


@nnx.jit
def safety_step(model, optimizer, frames, labels):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(frames), labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = SafetyNet(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(3e-3), wrt=nnx.Param)
    sizes = [(40, 24), (24, 32), (27, 48), (36, 36), (40, 24), (27, 48)]
    for step, (h, w) in enumerate(sizes):
        raw = rng.uniform(0, 1, (6, h, w, 3)).astype(np.float32)
        labels = (raw.mean(axis=(1, 2, 3)) > 0.5).astype(np.int32)
        loss = safety_step(model, optimizer, letterbox(raw), labels)
        print(step, (h, w), round(float(loss), 4))


if __name__ == "__main__":
    main()
