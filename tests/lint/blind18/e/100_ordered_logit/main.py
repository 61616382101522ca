import numpy as np
import jax
import jax.numpy as jnp
import optax
from flax import nnx

from model import OrderedLogit


@nnx.jit
def train_epoch(model, optimizer, X, y):
    loss, grads = nnx.value_and_grad(lambda m: m.nll(X, y))(model)
    optimizer.update(model, grads)
    return loss


def main():
    rng = np.random.default_rng(0)
    X = jnp.asarray(rng.normal(size=(200, 3)), dtype=jnp.float32)
    latent = np.asarray(X) @ np.array([1.0, -0.5, 0.3]) + rng.logistic(size=200)
    y = jnp.asarray(np.digitize(latent, [-1.0, 0.5, 1.5]), dtype=jnp.int32)
    model = OrderedLogit(3, 4, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(0.05), wrt=nnx.Param)
    history = []
    for epoch in range(6):
        loss = train_epoch(model, optimizer, X, y)
        model.epochs_trained += 1
        history.append(float(loss))
    print("epochs", model.epochs_trained, "losses", np.round(history, 3))


if __name__ == "__main__":
    main()
