from functools import partial
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


class ChannelEstimatorCNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        h = nn.relu(nn.Conv(16, (3, 3))(x))
        h = nn.Dropout(0.2, deterministic=not train)(h)
        return nn.Conv(2, (3, 3))(h)


net = ChannelEstimatorCNN()
tx = optax.adam(1e-3)


@partial(jax.jit, static_argnames=("train",))
def chest_loss(params, x, y, key, train):
    pred = net.apply(params, x, train=train, rngs={"dropout": key})
    return jnp.mean((pred - y) ** 2)


@jax.jit
def chest_step(params, opt_state, x, y, key):
    l, g = jax.value_and_grad(chest_loss)(params, x, y, key, True)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l
