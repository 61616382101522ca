import jax
import jax.numpy as jnp
import optax

optimizer = optax.inject_hyperparams(optax.adam)(learning_rate=3e-3)


def dynamics_model(params, s, a):
    x = jnp.concatenate([s, a], -1)
    return s + jnp.tanh(x @ params["w1"]) @ params["w2"]


@jax.jit
def fit_step(params, opt_state, s, a, s_next):
    def loss(p):
        return jnp.mean((dynamics_model(p, s, a) - s_next) ** 2)

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = optimizer.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l


def set_learning_rate(opt_state, lr):
    opt_state.hyperparams["learning_rate"] = jnp.asarray(lr, dtype=jnp.float32)
    return opt_state
