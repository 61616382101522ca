import flax.linen as nn
import jax
import jax.numpy as jnp


class PremiumNet(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Dense(self.hidden)(x))
        h = nn.relu(nn.Dense(self.hidden)(h))
        return jnp.exp(nn.Dense(1)(h)[:, 0])


model = PremiumNet()


@jax.jit
def train_step(params, X, y, lr):
    def loss(p):
        pred = model.apply(p, X)
        return jnp.mean(pred - y * jnp.log(pred))
    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - lr * b, params, g), l


@jax.jit
def region_loss_ratio(params, X, premium_charged):
    expected = model.apply(params, X)
    return jnp.sum(expected) / jnp.sum(premium_charged)
