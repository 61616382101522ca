import jax.numpy as jnp
import numpy as np
from flax import nnx


def prepare_batch(batch):
    """Makes sure every batch carries a float mask, all ones when there is no padding."""
    batch = dict(batch)
    if "mask" not in batch:
        batch["mask"] = np.ones(batch["y"].shape, np.float32)
    return batch


def masked_mse(pred, target, mask=None):
    err = (pred - target) ** 2
    if mask is None:
        return err.mean()
    return (err * mask).sum() / jnp.maximum(mask.sum(), 1)


@nnx.jit
def train_step(model, optimizer, batch):
    def loss_fn(m):
        pred = m(batch["x"])[..., 0]
        return masked_mse(pred, batch["y"], batch.get("mask"))

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


class Trainer:
    def __init__(self, model, optimizer):
        self.model = model
        self.optimizer = optimizer

    def fit(self, batches, epochs):
        for epoch in range(epochs):
            for raw in batches:
                loss = train_step(self.model, self.optimizer, prepare_batch(raw))
            print(epoch, float(loss))
