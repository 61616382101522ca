import jax
import jax.numpy as jnp
import optax

tx = optax.adam(0.01)

def logits_fn(W, x):
    return x @ W["w"] + W["b"]

@jax.jit
def morpho_step(W, s, x, y, w):
    def loss(W):
        ce = optax.softmax_cross_entropy_with_integer_labels(logits_fn(W, x), y)
        return jnp.sum(ce * w) / jnp.sum(w)
    l, g = jax.value_and_grad(loss)(W)
    u, s = tx.update(g, s)
    return optax.apply_updates(W, u), s, l
