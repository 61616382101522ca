from flax import nnx
import jax.numpy as jnp


class ClaimSeverityNet(nnx.Module):
    def __init__(self, d_in, rngs):
        self.hidden = nnx.Linear(d_in, 32, rngs=rngs)
        self.drop = nnx.Dropout(0.2, rngs=rngs)
        self.out = nnx.Linear(32, 1, rngs=rngs)

    def __call__(self, x):
        return self.out(self.drop(nnx.relu(self.hidden(x))))[:, 0]


def gamma_nll(model, x, y):
    log_mu = model(x) + 8.0
    return jnp.mean(y / jnp.exp(log_mu) + log_mu)


@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(gamma_nll)(model, x, y)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def eval_step(model, x, y):
    return gamma_nll(model, x, y)
