import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import RegionClassifier

FEATS = 10


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_step(model, x, y):
    return (model(x).argmax(-1) == y).mean()


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.standard_normal((32, FEATS)), jnp.float32)
    y = jnp.asarray(rng.integers(0, 4, size=32), jnp.int32)
    model = RegionClassifier(FEATS, nnx.Rngs(0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(3):
        model.train()
        for _ in range(3):
            loss = train_step(model, optimizer, x, y)
        model.eval()
        acc = eval_step(model, x, y)
        print(epoch, float(loss), float(acc))


if __name__ == "__main__":
    main()
