import jax
import jax.numpy as jnp
import optax

STEPS_PER_EPOCH = 5
schedule = optax.piecewise_constant_schedule(0.1, {3 * STEPS_PER_EPOCH: 0.1, 6 * STEPS_PER_EPOCH: 0.1})
tx = optax.sgd(schedule, momentum=0.9)


@jax.jit
def zipper_step(params, opt_state, X, y):
    def loss_fn(p):
        return jnp.mean(optax.sigmoid_binary_cross_entropy(X @ p["w"] + p["b"], y))
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

