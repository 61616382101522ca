import jax
import jax.numpy as jnp
import optax


def make_steps(model_apply, optimizer):
    def loss_fn(params, x, y):
        return jnp.mean((model_apply(params, x) - y) ** 2)

    @jax.jit
    def update(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    evaluate = jax.jit(lambda params, x, y: loss_fn(params, x, y))
    return update, evaluate
