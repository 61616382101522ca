import haiku as hk
import jax
import jax.numpy as jnp
import optax


def classifier(x, is_training):
    x = hk.Linear(32)(x)
    x = hk.BatchNorm(True, True, 0.9)(x, is_training)
    return hk.Linear(4)(jax.nn.relu(x))


net = hk.without_apply_rng(hk.transform_with_state(classifier))
tx = optax.adam(3e-3)


@jax.jit
def bn_train_step(params, state, opt_state, x, y):
    def lf(p):
        logits, new_state = net.apply(p, state, x, True)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), new_state
    (loss, state), g = jax.value_and_grad(lf, has_aux=True)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), state, opt_state, loss
