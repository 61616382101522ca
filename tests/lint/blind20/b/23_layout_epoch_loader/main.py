import jax
import jax.numpy as jnp
import optax
from flax import nnx

from loader import PatchDataset, iterate


class PatchClassifier(nnx.Module):
    def __init__(self, rngs):
        self.conv = nnx.Conv(1, 8, kernel_size=(3, 3), rngs=rngs)
        self.out = nnx.Linear(8, 5, rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.relu(self.conv(x)).mean(axis=(1, 2)))


@nnx.jit
def train_step(model, optimizer, patches, labels):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(patches), labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    dataset = PatchDataset(n=50)
    model = PatchClassifier(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(2):
        for patches, labels in iterate(dataset, batch_size=16, shuffle_seed=epoch):
            loss = train_step(model, optimizer, patches, labels)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
