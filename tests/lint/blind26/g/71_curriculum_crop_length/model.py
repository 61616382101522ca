import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


class SongCNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Conv(16, (3, 3))(x[..., None])
        x = nn.relu(x).mean(axis=(1, 2))
        return nn.Dense(8)(x)


net = SongCNN()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(net.apply(p, x), y).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
