import jax
import jax.numpy as jnp
import optax


def make_optimizer(lr):
    return optax.inject_hyperparams(optax.adam)(learning_rate=lr)


opt = make_optimizer(0.05)


def tweedie_loss(w, x, y, p=1.5):
    mu = jnp.exp(x @ w)
    return jnp.mean(-y * mu ** (1 - p) / (1 - p) + mu ** (2 - p) / (2 - p))


@jax.jit
def tweedie_step(w, opt_state, x, y):
    loss, g = jax.value_and_grad(tweedie_loss)(w, x, y)
    upd, opt_state = opt.update(g, opt_state, w)
    return optax.apply_updates(w, upd), opt_state, loss


def reduce_on_schedule(opt_state, epoch, factor=0.5, every=4):
    if epoch > 0 and epoch % every == 0:
        opt_state.hyperparams["learning_rate"] = opt_state.hyperparams["learning_rate"] * factor
    return opt_state
