import equinox as eqx
import jax
import jax.numpy as jnp


class PairEnergy(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(1, 1, 24, 2, activation=jax.nn.softplus, key=key)

    def __call__(self, pos):
        d = pos[:, None, :] - pos[None, :, :]
        r = jnp.sqrt(jnp.sum(d * d, axis=-1) + 1e-6)
        n = pos.shape[0]
        iu = jnp.triu_indices(n, 1)
        e_pair = jax.vmap(self.mlp)(r[iu][:, None])
        return jnp.sum(e_pair)


@eqx.filter_jit
def train_step(model, opt_state, pos, energy, optim):
    def loss_fn(m):
        pred = jax.vmap(m)(pos)
        return jnp.mean((pred - energy) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
