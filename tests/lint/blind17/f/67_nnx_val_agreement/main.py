import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from evaluation import evaluate
from model import SiameseEncoder


@nnx.jit
def train_step(model, optimizer, v1, v2):
    def loss_fn(m):
        z1, z2 = m(v1), m(v2)
        logits = z1 @ z2.T / 0.2
        return optax.softmax_cross_entropy_with_integer_labels(logits, jnp.arange(z1.shape[0])).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def views(rng, x):
    return tuple((x + 0.1 * rng.normal(size=x.shape)).astype(np.float32) for _ in range(2))


def main():
    rng = np.random.default_rng(0)
    model = SiameseEncoder(10, 8, rngs=nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    val = views(rng, rng.normal(size=(24, 10)))
    for epoch in range(4):
        for _ in range(3):
            v1, v2 = views(rng, rng.normal(size=(16, 10)))
            loss = train_step(model, optimizer, v1, v2)
        print(epoch, float(loss), evaluate(model, val))


if __name__ == "__main__":
    main()
