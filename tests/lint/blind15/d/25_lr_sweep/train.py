import jax
import jax.numpy as jnp
import optax


def value_loss(params, obs, returns):
    v = jnp.tanh(obs @ params["w1"]) @ params["w2"]
    return jnp.mean((v[:, 0] - returns) ** 2)


def make_train_step(lr):
    opt = optax.adam(lr)

    @jax.jit
    def train_step(params, opt_state, obs, returns):
        loss, g = jax.value_and_grad(value_loss)(params, obs, returns)
        upd, opt_state = opt.update(g, opt_state)
        return optax.apply_updates(params, upd), opt_state, loss

    return opt, train_step
