from flax import nnx
import jax
import jax.numpy as jnp


class ValMetric(nnx.Variable):
    pass


class WavePeriodNet(nnx.Module):
    """Estimates peak wave period from buoy heave spectra summary features."""

    def __init__(self, n_in, rngs):
        self.l1 = nnx.Linear(n_in, 32, rngs=rngs)
        self.l2 = nnx.Linear(32, 1, rngs=rngs)
        self.val_rmse = ValMetric(jnp.array(jnp.inf, dtype=jnp.float32))

    def __call__(self, x):
        return 4.0 + jax.nn.softplus(self.l2(jax.nn.tanh(self.l1(x))))[:, 0]


@nnx.jit
def tp_train_step(model, optimizer, x, y):
    def loss_fn(m):
        return jnp.mean((m(x) - y) ** 2)
    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
