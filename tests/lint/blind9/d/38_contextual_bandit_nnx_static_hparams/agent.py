import jax
import jax.numpy as jnp
import optax
from flax import nnx


class EnsembleRewardModel(nnx.Module):
    """Small bootstrap ensemble; its size and arm count are fixed at construction."""

    def __init__(self, context_dim, n_arms, n_members, rngs):
        self.n_arms = n_arms
        self.n_members = n_members
        self.members = nnx.List([nnx.Linear(context_dim, n_arms, rngs=rngs) for _ in range(n_members)])

    def __call__(self, ctx):
        return jnp.stack([m(ctx) for m in self.members])


@nnx.jit
def thompson_select(model, ctx, key, explore_bonus):
    member = jax.random.randint(key, (), 0, model.n_members)
    preds = model(ctx)
    scores = jnp.take(preds, member, axis=0) + explore_bonus * jnp.std(preds, axis=0)
    return jnp.argmax(scores, -1)


@nnx.jit
def fit_round(model, optimizer, ctx, arms, rewards, boot_mask):
    def loss_fn(m):
        pred = m(ctx)[:, jnp.arange(ctx.shape[0]), arms]
        return jnp.sum(boot_mask * (pred - rewards) ** 2) / jnp.sum(boot_mask)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss
