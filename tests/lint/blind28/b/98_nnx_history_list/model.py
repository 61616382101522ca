import jax.numpy as jnp
from flax import nnx


class EloNet(nnx.Module):
    def __init__(self, n_players, rngs):
        self.rating = nnx.Embed(n_players, 1, rngs=rngs)
        self.loss_history = []

    def __call__(self, a, b):
        return (self.rating(a) - self.rating(b))[:, 0]


@nnx.jit
def elo_net_step(model, optimizer, a, b, y):
    def loss_fn(m):
        return -jnp.mean(y * nnx.log_sigmoid(m(a, b)) + (1 - y) * nnx.log_sigmoid(-m(a, b)))
    loss, g = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, g)
    return loss
