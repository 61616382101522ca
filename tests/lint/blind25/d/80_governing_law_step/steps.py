import jax
import jax.numpy as jnp
import optax

tx = optax.adam(5e-3)

def logits(p, x):
    return jnp.tanh(x @ p["w1"]) @ p["w2"]

@jax.jit
def governing_law_step(p, s, x, y):
    loss, g = jax.value_and_grad(lambda p: optax.softmax_cross_entropy_with_integer_labels(logits(p, x), y).mean())(p)
    u, s = tx.update(g, s)
    return optax.apply_updates(p, u), s, loss

@jax.jit
def governing_law_eval(p, x, y):
    return jnp.sum(logits(p, x).argmax(-1) == y)
