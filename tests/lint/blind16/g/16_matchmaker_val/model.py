import flax.linen as nn
import jax
import jax.numpy as jnp


class TwoTower(nn.Module):
    n_users: int
    n_items: int
    dim: int = 16

    @nn.compact
    def __call__(self, users, items):
        u = nn.Embed(self.n_users, self.dim, name="user")(users)
        v = nn.Embed(self.n_items, self.dim, name="item")(items)
        return jnp.sum(u * v, axis=-1)


def make_eval_fn(model):
    @jax.jit
    def evaluate(params, batch):
        logits = model.apply(params, batch["users"], batch["items"])
        loss = jnp.mean(jax.nn.softplus(-logits * (2 * batch["labels"] - 1)))
        acc = jnp.mean((logits > 0) == (batch["labels"] > 0.5))
        return loss, acc

    return evaluate
