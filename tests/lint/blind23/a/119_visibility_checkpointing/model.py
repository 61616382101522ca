import flax.linen as nn
import jax
import jax.numpy as jnp


class VisibilityNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.swish(nn.Dense(24)(x))
        return nn.Dense(1)(x)[..., 0]


net = VisibilityNet()


@jax.jit
def visibility_loss(params, x, y):
    return jnp.mean((net.apply(params, x) - y) ** 2)


@jax.jit
def visibility_sgd(params, x, y):
    g = jax.grad(visibility_loss)(params, x, y)
    return jax.tree_util.tree_map(lambda p, gi: p - 0.05 * gi, params, g)
