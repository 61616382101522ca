import flax.linen as nn
import jax
import jax.numpy as jnp


class AutoEncoder(nn.Module):
    n_feat: int
    latent: int = 4

    @nn.compact
    def __call__(self, x):
        z = nn.tanh(nn.Dense(self.latent)(x))
        return nn.Dense(self.n_feat)(z)


def make_fns(model, tx):
    @jax.jit
    def per_row_error(params, batch):
        x, observed = batch
        recon = model.apply(params, x)
        return jnp.sum(((recon - x) * observed) ** 2, axis=-1)

    @jax.jit
    def train_step(params, opt_state, batch):
        loss, grads = jax.value_and_grad(lambda p: per_row_error(p, batch).mean())(params)
        updates, opt_state = tx.update(grads, opt_state)
        return jax.tree_util.tree_map(jnp.add, params, updates), opt_state, loss

    return per_row_error, train_step
