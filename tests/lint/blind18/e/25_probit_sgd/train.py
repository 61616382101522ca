import jax
import jax.numpy as jnp
import optax


def probit_nll(params, X, y):
    z = X @ params["beta"] + params["b0"]
    p = jax.scipy.stats.norm.cdf(z)
    p = jnp.clip(p, 1e-6, 1 - 1e-6)
    return -jnp.mean(y * jnp.log(p) + (1 - y) * jnp.log1p(-p))


def make_optimizer(lr):
    return optax.inject_hyperparams(optax.sgd)(learning_rate=lr, momentum=0.9)


def make_step(optimizer):
    @jax.jit
    def step(params, opt_state, X, y):
        loss, grads = jax.value_and_grad(probit_nll)(params, X, y)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return step


def decay_on_plateau(opt_state, epoch, every=3, factor=0.5):
    if epoch > 0 and epoch % every == 0:
        lr = float(opt_state.hyperparams["learning_rate"]) * factor
        opt_state.hyperparams["learning_rate"] = lr
    return opt_state
