import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from callbacks import BestMIoUCallback
from model import SegNet

NUM_CLASSES = 3


@nnx.jit
def train_step(model, optimizer, images, masks):
    def loss_fn(m):
        logits = m(images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, masks).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def mean_iou(model, images, masks):
    pred = jnp.argmax(model(images), axis=-1)
    ious = []
    for c in range(NUM_CLASSES):
        inter = jnp.sum((pred == c) & (masks == c))
        union = jnp.sum((pred == c) | (masks == c))
        ious.append(jnp.where(union > 0, inter / jnp.maximum(union, 1), 1.0))
    return jnp.mean(jnp.stack(ious))


def make_split(rng, n):
    x = rng.normal(size=(n, 12, 12, 3)).astype(np.float32)
    y = np.clip((x[..., 0] > 0).astype(np.int32) + (x[..., 1] > 0.5), 0, 2).astype(np.int32)
    return x, y


def main():
    rng = np.random.default_rng(0)
    train_x, train_y = make_split(rng, 32)
    val_x, val_y = make_split(rng, 16)
    model = SegNet(NUM_CLASSES, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    val_batches = [(val_x[i:i + 8], val_y[i:i + 8]) for i in range(0, 16, 8)]
    callback = BestMIoUCallback(mean_iou, val_batches)
    for epoch in range(3):
        for i in range(0, 32, 8):
            loss = train_step(model, optimizer, train_x[i:i + 8], train_y[i:i + 8])
            if i == 0:
                print("train mIoU", float(mean_iou(model, train_x[i:i + 8], train_y[i:i + 8])))
        callback.on_epoch_end(epoch, model)


if __name__ == "__main__":
    main()
