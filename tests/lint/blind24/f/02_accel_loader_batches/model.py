import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


class SpectralNet(nn.Module):
    hidden: int = 48

    @nn.compact
    def __call__(self, x):
        spec = jnp.abs(jnp.fft.rfft(x, axis=-1))
        h = nn.relu(nn.Dense(self.hidden)(spec))
        return nn.Dense(2)(h)


model = SpectralNet()
tx = optax.sgd(0.05, momentum=0.9)


@jax.jit
def fit_batch(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
