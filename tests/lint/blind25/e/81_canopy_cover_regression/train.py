import jax
import jax.numpy as jnp
import optax

def predict(w, X):
    return jax.nn.sigmoid(X @ w["w"] + w["b"])

def make_step(tx):
    @jax.jit
    def cover_step(w, s, X, y):
        l, g = jax.value_and_grad(lambda p: jnp.mean((predict(p, X) - y) ** 2))(w)
        u, s = tx.update(g, s, w)
        return optax.apply_updates(w, u), s, l
    return cover_step
