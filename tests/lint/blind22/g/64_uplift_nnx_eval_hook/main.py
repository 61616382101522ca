import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from hooks import ValidationHook
from model import UpliftNet


@nnx.jit
def train_step(model, optimizer, x, t, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x, t), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def make_data(rng, n=128):
    x = rng.normal(size=(n, 6)).astype(np.float32)
    t = rng.integers(0, 2, n).astype(np.float32)
    y = (rng.random(n) < 0.1 + 0.05 * t * (x[:, 0] > 0)).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(t), jnp.asarray(y)


def main():
    rng = np.random.default_rng(0)
    model = UpliftNet(6, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    train = make_data(rng)
    hook = ValidationHook(*make_data(rng))
    model.train()
    for epoch in range(4):
        for _ in range(3):
            loss = train_step(model, optimizer, *train)
        hook.on_epoch_end(epoch, model)


if __name__ == "__main__":
    main()
