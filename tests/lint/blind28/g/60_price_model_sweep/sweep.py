import jax
import jax.numpy as jnp
import optax

tx = optax.inject_hyperparams(optax.adamw)(learning_rate=1e-2, weight_decay=0.0)


def new_state(n_features, lr, wd):
    params = {"w": jnp.zeros(n_features), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, jnp.float32)
    opt_state.hyperparams["weight_decay"] = jnp.asarray(wd, jnp.float32)
    return params, opt_state


@jax.jit
def sweep_step(params, opt_state, xb, yb):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((xb @ p["w"] + p["b"] - yb) ** 2))(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, loss
