import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import EpochClassifier

N_FEAT, N_STAGES = 20, 5
DROPOUT_SCHEDULE = [0.3, 0.25, 0.2, 0.15]


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(m):
        return optax.softmax_cross_entropy_with_integer_labels(m(x), y).mean()

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


def epochs_of_features(n, batch=32, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        yield (jnp.asarray(rng.standard_normal((batch, N_FEAT)), jnp.float32),
               jnp.asarray(rng.integers(0, N_STAGES, batch), jnp.int32))


def main():
    model = EpochClassifier(N_FEAT, N_STAGES, rngs=nnx.Rngs(0, dropout=1))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for epoch, rate in enumerate(DROPOUT_SCHEDULE):
        model.dropout.rate = rate
        for x, y in epochs_of_features(3, seed=epoch):
            loss = train_step(model, optimizer, x, y)
        print(epoch, rate, float(loss))


if __name__ == "__main__":
    main()
