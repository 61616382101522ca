import equinox as eqx
import jax
import jax.numpy as jnp
import optax

optim = optax.inject_hyperparams(optax.adam)(learning_rate=1e-3)


@eqx.filter_jit
def denoise_step(model, opt_state, noisy, clean):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(noisy) - clean) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, upd), opt_state, loss


def fresh_state(model, lr):
    state = optim.init(eqx.filter(model, eqx.is_array))
    state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)
    return state
