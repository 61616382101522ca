import jax
import jax.numpy as jnp
import optax


def make_train_fn(lr, steps=150):
    tx = optax.adam(lr)

    @jax.jit
    def train_cancellation_model(w, x, y):
        def loss(w):
            z = x @ w
            return jnp.mean(jnp.logaddexp(0.0, z) - y * z)

        def body(carry, _):
            w, s = carry
            g = jax.grad(loss)(w)
            u, s = tx.update(g, s)
            return (optax.apply_updates(w, u), s), None

        (w, _), _ = jax.lax.scan(body, (w, tx.init(w)), None, length=steps)
        return w, loss(w)

    return train_cancellation_model
