import flax.linen as nn
import jax
import jax.numpy as jnp
import optax


class FlowAE(nn.Module):
    features: int

    @nn.compact
    def __call__(self, x):
        z = nn.Dense(3)(nn.gelu(nn.Dense(12)(x)))
        return nn.Dense(self.features)(nn.gelu(nn.Dense(12)(z)))


def make_step(model, tx):
    def loss_fn(params, x, weights):
        err = jnp.mean((model.apply(params, x) - x) ** 2, axis=-1)
        if weights is None:
            return err.mean(), err
        return (weights * err).sum() / weights.sum(), err

    @jax.jit
    def robust_step(params, opt_state, x, weights=None):
        (loss, err), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, x, weights)
        updates, opt_state = tx.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss, err

    return robust_step
