import jax
import jax.numpy as jnp
import optax

from config import BASE_LR

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=BASE_LR, momentum=0.9)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss(p):
        pred = jnp.tanh(x @ p["w1"]) @ p["w2"]
        return jnp.mean((pred - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l


def set_lr(opt_state, lr):
    opt_state.hyperparams["learning_rate"] = lr
    return opt_state
