import jax
import jax.numpy as jnp
import optax
import flax.linen as nn


class QualityMLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(1)(x)[:, 0]


model = QualityMLP()
tx = optax.adam(1e-3)


@jax.jit
def quality_train_step(params, opt_state, x, y):
    def loss_fn(p):
        return jnp.mean((model.apply(p, x) - y) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


@jax.jit
def quality_eval(params, x, y):
    pred = model.apply(params, x)
    return jnp.mean(jnp.abs(pred - y)), jnp.mean(jnp.round(pred) == jnp.round(y))
