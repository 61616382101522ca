import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import ProbeHead

NUM_CLASSES = 3


@nnx.jit
def train_step(model, optimizer, feats, labels):
    def loss_fn(m):
        logits = m(feats)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_step(model, feats, labels):
    preds = model(feats).argmax(-1)
    return (preds == labels).mean()


def main():
    rng = np.random.default_rng(0)
    centers = rng.normal(size=(NUM_CLASSES, 12)) * 2
    y_tr = rng.integers(0, NUM_CLASSES, 96)
    y_va = rng.integers(0, NUM_CLASSES, 32)
    x_tr = (centers[y_tr] + rng.normal(size=(96, 12))).astype(np.float32)
    x_va = (centers[y_va] + rng.normal(size=(32, 12))).astype(np.float32)
    model = ProbeHead(12, NUM_CLASSES, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.sgd(0.1, momentum=0.9), wrt=nnx.Param)
    for epoch in range(3):
        model.train()
        for i in range(0, 96, 32):
            loss = train_step(model, optimizer, x_tr[i:i + 32], y_tr[i:i + 32])
        model.eval()
        acc = eval_step(model, x_va, y_va)
        print(epoch, float(loss), float(acc))


if __name__ == "__main__":
    main()
