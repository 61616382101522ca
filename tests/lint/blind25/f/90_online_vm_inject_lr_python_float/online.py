import jax
import jax.numpy as jnp
import optax

opt = optax.inject_hyperparams(optax.sgd)(learning_rate=0.05, momentum=0.9)


@jax.jit
def online_step(w, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(w, upd), opt_state, loss


def adapt_lr(opt_state, drift_score):
    # speed up learning after a suspected process shift (e.g. after preventive maintenance)
    opt_state.hyperparams["learning_rate"] = 0.2 if drift_score > 2.0 else 0.05
    return opt_state
