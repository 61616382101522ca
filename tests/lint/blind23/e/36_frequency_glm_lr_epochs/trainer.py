import jax
import jax.numpy as jnp
import optax


def poisson_loss(params, X, y, exposure):
    eta = jnp.log(exposure) + X @ params["w"] + params["b"]
    return jnp.mean(jnp.exp(eta) - y * eta)


def make_train_step(optimizer):
    @jax.jit
    def fit_batch(params, opt_state, X, y, exposure):
        loss, g = jax.value_and_grad(poisson_loss)(params, X, y, exposure)
        u, opt_state = optimizer.update(g, opt_state, params)
        return optax.apply_updates(params, u), opt_state, loss
    return fit_batch


def run_epoch(params, opt_state, lr, batches):
    optimizer = optax.chain(optax.clip_by_global_norm(1.0), optax.sgd(lr, momentum=0.9))
    step = make_train_step(optimizer)
    for X, y, e in batches:
        params, opt_state, loss = step(params, opt_state, X, y, e)
    return params, opt_state, loss
