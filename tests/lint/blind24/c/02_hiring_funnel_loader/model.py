import jax
import jax.numpy as jnp
import optax

N_STAGES = 4


def init(key, d):
    k1, k2 = jax.random.split(key)
    return {"W": 0.1 * jax.random.normal(k1, (d, N_STAGES)), "b": jnp.zeros(N_STAGES)}


def stage_loss(p, x, s):
    logits = x @ p["W"] + p["b"]
    return optax.softmax_cross_entropy_with_integer_labels(logits, s).mean()


tx = optax.sgd(0.1, momentum=0.9)


@jax.jit
def funnel_update(p, opt_state, x, s):
    loss, g = jax.value_and_grad(stage_loss)(p, x, s)
    updates, opt_state = tx.update(g, opt_state, p)
    return optax.apply_updates(p, updates), opt_state, loss
