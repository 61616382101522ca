import jax
import jax.numpy as jnp
import optax

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.01, momentum=0.9)


def linear_model(p, x):
    return x @ p["w"] + p["b"]


@jax.jit
def hp_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(linear_model(p, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


def fresh_state(n_feats, lr):
    params = {"w": jnp.zeros(n_feats), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)
    return params, opt_state
