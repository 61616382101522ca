import equinox as eqx
import jax
import jax.numpy as jnp
import optax


def build(key):
    return eqx.nn.MLP(in_size=4, out_size=6, width_size=48, depth=2,
                      activation=jax.nn.softplus, key=key)


optim = optax.adamw(2e-3, weight_decay=1e-4)


@eqx.filter_jit
def emulator_step(model, opt_state, theta, mags):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(theta) - mags) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss
