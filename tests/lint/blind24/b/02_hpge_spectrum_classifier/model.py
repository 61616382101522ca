import flax.linen as nn
import jax
import jax.numpy as jnp
import optax


class SpectrumNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = jnp.log1p(x)
        x = nn.Dense(64)(x)
        x = nn.relu(x)
        return nn.Dense(3)(x)


model = SpectrumNet()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, xb, yb, w):
    def loss_fn(p):
        logits = model.apply(p, xb)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, yb)
        return jnp.sum(ce * w) / jnp.sum(w)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
