import jax
import jax.numpy as jnp
import flax.linen as nn
import optax


class ConvFrameTagger(nn.Module):
    n_phones: int = 12

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(24, kernel_size=(5,))(x))
        return nn.Dense(self.n_phones)(x)


model = ConvFrameTagger()
tx = optax.adam(2e-3)


@jax.jit
def weighted_step(params, opt_state, x, y, w):
    def lf(p):
        ce = optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y)
        return (ce * w).sum() / (w.sum() * x.shape[0])
    loss, g = jax.value_and_grad(lf)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss
