import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import TableDetector

BATCH, H, W = 4, 32, 24


@nnx.jit
def train_step(model, optimizer, pages, has_table, boxes):
    def loss_fn(m):
        logits, pred_boxes = m(pages)
        cls = optax.sigmoid_binary_cross_entropy(logits, has_table).mean()
        reg = (jnp.abs(pred_boxes - boxes).sum(-1) * has_table).mean()
        return cls + reg

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    model = TableDetector(1, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for step in range(5):
        pages = rng.random((BATCH, H, W, 1)).astype(np.float32)
        has_table = (rng.random(BATCH) > 0.5).astype(np.float32)
        boxes = rng.random((BATCH, 4)).astype(np.float32)
        loss = train_step(model, optimizer, pages, has_table, boxes)
        model.record(BATCH)
        print(step, float(loss), int(model.pages_seen.value))


if __name__ == "__main__":
    main()
