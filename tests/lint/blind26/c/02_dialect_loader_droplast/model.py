import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


class DialectMLP(nn.Module):
    n_dialects: int = 6

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(48)(x))
        return nn.Dense(self.n_dialects)(x)


model = DialectMLP()
tx = optax.sgd(0.05, momentum=0.9)


@jax.jit
def update(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss
