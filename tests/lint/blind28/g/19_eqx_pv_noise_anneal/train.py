import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.adam(2e-3)


def noise_scale(epoch, total):
    return 0.1 * (1.0 - epoch / total)


@eqx.filter_jit
def train_step(model, opt_state, x, y, key, epoch, total_epochs):
    # input noise annealed over training
    x = x + noise_scale(epoch, total_epochs) * jax.random.normal(key, x.shape)

    def loss(m):
        return jnp.mean((m(x) - y) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(model)
    upd, opt_state = optim.update(g, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, l
