import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from data import iterate_minibatches, make_demonstrations

OBS, ACT, N, BATCH = 8, 2, 200, 64


class BCPolicy(nnx.Module):
    def __init__(self, rngs):
        self.l1 = nnx.Linear(OBS, 64, rngs=rngs)
        self.l2 = nnx.Linear(64, ACT, rngs=rngs)

    def __call__(self, x):
        return jnp.tanh(self.l2(nnx.relu(self.l1(x))))


@nnx.jit
def train_step(model, optimizer, obs, act):
    def loss_fn(m):
        return jnp.mean((m(obs) - act) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    obs, act = make_demonstrations(N, OBS, ACT)
    model = BCPolicy(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    rng = np.random.default_rng(0)
    for epoch in range(3):
        losses = [float(train_step(model, optimizer, o, a))
                  for o, a in iterate_minibatches(obs, act, BATCH, rng)]
        print(epoch, np.mean(losses))


if __name__ == "__main__":
    main()
