import flax.linen as nn
import jax
import jax.numpy as jnp
import optax


class DiveEncoder(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x, mask):
        h = nn.RNN(nn.GRUCell(self.hidden))(x)
        pooled = jnp.sum(h * mask[..., None], 1) / jnp.sum(mask, 1, keepdims=True)
        return nn.Dense(3)(pooled)


model = DiveEncoder()
tx = optax.adam(3e-3)


@jax.jit
def dive_class_step(params, opt_state, x, mask, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x, mask), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
