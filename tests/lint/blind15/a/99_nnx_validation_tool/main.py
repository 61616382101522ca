import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from callbacks import ValidationCallback
from model import DropoutCNN


@nnx.jit
def train_step(model, optimizer, images, labels):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(images), labels).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(32, 8, 8, 3)), jnp.float32)
    y = jnp.asarray(rng.integers(0, 10, size=(32,)), jnp.int32)
    model = DropoutCNN(10, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    validate = ValidationCallback(x[:16], y[:16])
    model.train()
    for epoch in range(3):
        for i in range(0, 32, 16):
            loss = train_step(model, optimizer, x[i:i + 16], y[i:i + 16])
        validate(epoch, model)


if __name__ == "__main__":
    main()
