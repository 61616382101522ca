import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import FlowAutoencoder, reconstruction_error

N_FEATURES = 10


@nnx.jit
def fit_step(model, optimizer, x):
    def loss_fn(m):
        return reconstruction_error(m, x).mean()
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.batches_seen[...] += 1
    return loss


def main():
    rng = np.random.default_rng(0)
    model = FlowAutoencoder(N_FEATURES, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    for step in range(5):
        x = jnp.asarray(rng.normal(size=(32, N_FEATURES)).astype(np.float32))
        loss = fit_step(model, optimizer, x)
    print(int(model.batches_seen[...]), float(loss))


if __name__ == "__main__":
    main()
