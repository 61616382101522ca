import jax
import jax.numpy as jnp
import optax

tx = optax.adam(5e-3)


def logits(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@jax.jit
def train_step(params, opt_state, x, y):
    def loss(p):
        return optax.sigmoid_binary_cross_entropy(logits(p, x), y).mean()
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


@jax.jit
def eval_step(params, x, y):
    pred = logits(params, x) > 0
    return jnp.sum(pred == (y > 0.5)), x.shape[0]
