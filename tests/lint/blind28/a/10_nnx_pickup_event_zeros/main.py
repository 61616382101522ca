import jax
import jax.numpy as jnp
import optax
from flax import nnx

from data import PickupLoader


class PickupModel(nnx.Module):
    def __init__(self, rngs):
        self.pace = nnx.Linear(21, 32, rngs=rngs)
        self.event = nnx.Linear(1, 32, rngs=rngs)
        self.out = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, feats):
        h = nnx.relu(self.pace(feats["pace"]) + self.event(feats["event"]))
        return self.out(h)


@nnx.jit
def pickup_step(model, optimizer, feats, target):
    def loss_fn(m):
        return jnp.mean((m(feats) - target) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    model = PickupModel(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for epoch in range(3):
        for feats, target in PickupLoader(seed=epoch):
            loss = pickup_step(model, optimizer, feats, target)
        print("epoch", epoch, "mse", float(loss))


if __name__ == "__main__":
    main()
