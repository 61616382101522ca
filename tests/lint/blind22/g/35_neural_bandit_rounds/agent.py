import jax
import jax.numpy as jnp
from flax import nnx


class RewardNet(nnx.Module):
    def __init__(self, ctx_dim, n_arms, rngs):
        self.hidden = nnx.Linear(ctx_dim, 32, rngs=rngs)
        self.out = nnx.Linear(32, n_arms, rngs=rngs)
        self.rounds = 0

    def __call__(self, ctx):
        return self.out(jax.nn.relu(self.hidden(ctx)))

    def exploration(self):
        return 1.0 / jnp.sqrt(1.0 + self.rounds)


@nnx.jit
def act(model, ctx, key):
    q = model(ctx)
    noise = model.exploration() * jax.random.gumbel(key, q.shape)
    model.rounds += 1
    return jnp.argmax(q + noise, axis=-1)
