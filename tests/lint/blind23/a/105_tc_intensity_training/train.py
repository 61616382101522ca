import flax.linen as nn
import jax
import jax.numpy as jnp
import optax


class TCIntensity(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(32)(x)
        x = nn.tanh(x)
        return nn.Dense(1)(x)[..., 0]


model = TCIntensity()
tx = optax.rmsprop(1e-3)


@jax.jit
def intensity_step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean(optax.huber_loss(model.apply(p, x), y))

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
