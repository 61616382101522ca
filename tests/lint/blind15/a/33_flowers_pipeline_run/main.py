import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from dataset import FlowersDataset, data_loader


class Net(nnx.Module):
    def __init__(self, rngs):
        self.conv = nnx.Conv(3, 8, kernel_size=(3, 3), rngs=rngs)
        self.fc = nnx.Linear(8, 5, rngs=rngs)

    def __call__(self, x):
        return self.fc(jnp.mean(nnx.relu(self.conv(x)), axis=(1, 2)))


@nnx.jit
def train_step(model, optimizer, samples):
    images = jnp.stack([s["image"] for s in samples])
    labels = jnp.stack([s["label"] for s in samples])

    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(images), labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    dataset = FlowersDataset(30)
    model = Net(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(3):
        for samples in data_loader(dataset, batch_size=8, seed=epoch):
            loss = train_step(model, optimizer, samples)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
