import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


class SongDetector(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = x[..., None]
        x = nn.Conv(8, (3, 3))(x)
        x = nn.relu(x)
        x = nn.max_pool(x, (2, 2), strides=(2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.Dense(16)(x)
        x = nn.relu(x)
        return nn.Dense(2)(x)


model = SongDetector()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, spec, label):
    def loss_fn(p):
        logits = model.apply(p, spec)
        return optax.softmax_cross_entropy_with_integer_labels(logits, label).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
