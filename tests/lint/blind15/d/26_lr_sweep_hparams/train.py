import jax
import jax.numpy as jnp
import optax


def value_loss(params, obs, returns):
    v = jnp.tanh(obs @ params["w1"]) @ params["w2"]
    return jnp.mean((v[:, 0] - returns) ** 2)


opt = optax.inject_hyperparams(optax.adam)(learning_rate=1e-3)


def init_opt_state(params, lr):
    state = opt.init(params)
    state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)
    return state


@jax.jit
def train_step(params, opt_state, obs, returns):
    loss, g = jax.value_and_grad(value_loss)(params, obs, returns)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
