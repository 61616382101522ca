import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import ToxicityClassifier

N_BITS = 128
EPOCHS = 4


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.sigmoid_binary_cross_entropy(m(x), y).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.random((64, N_BITS)) < 0.1, jnp.float32)   # Morgan-style bits
    y = jnp.asarray(x[:, :10].sum(1) > 1, jnp.float32)
    model = ToxicityClassifier(N_BITS, nnx.Rngs(0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch in range(EPOCHS):
        model.drop.rate = 0.5 * (1 - epoch / EPOCHS)
        for i in range(0, 64, 16):
            loss = train_step(model, optimizer, x[i:i + 16], y[i:i + 16])
        print(epoch, model.drop.rate, float(loss))


if __name__ == "__main__":
    main()
