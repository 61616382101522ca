import jax
import jax.numpy as jnp
import optax
from flax import nnx


class RewardModel(nnx.Module):
    """Predicts the reward of each arm from the context; tracks how many updates it has seen."""

    def __init__(self, context_dim, n_arms, rngs):
        self.body = nnx.Linear(context_dim, 32, rngs=rngs)
        self.head = nnx.Linear(32, n_arms, rngs=rngs)
        self.steps_seen = 0

    def __call__(self, ctx):
        return self.head(nnx.relu(self.body(ctx)))

    def exploration_rate(self):
        return 1.0 / jnp.sqrt(1.0 + self.steps_seen)


@nnx.jit
def update(model, optimizer, ctx, arms, rewards):
    def loss_fn(m):
        pred = m(ctx)[jnp.arange(ctx.shape[0]), arms]
        return jnp.mean((pred - rewards) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    model.steps_seen += ctx.shape[0]
    return loss


@nnx.jit
def select_arms(model, ctx, key):
    scores = model(ctx)
    explore = jax.random.uniform(key, (ctx.shape[0],)) < model.exploration_rate()
    random_arms = jax.random.randint(key, (ctx.shape[0],), 0, scores.shape[-1])
    return jnp.where(explore, random_arms, jnp.argmax(scores, -1))


def make_agent(context_dim, n_arms, seed=0, lr=1e-2):
    model = RewardModel(context_dim, n_arms, nnx.Rngs(seed))
    return model, nnx.Optimizer(model, optax.adam(lr), wrt=nnx.Param)
