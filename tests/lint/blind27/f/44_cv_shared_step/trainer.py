import jax
import jax.numpy as jnp
import optax

tx = optax.adam(1e-2)


@jax.jit
def sgd_update(params, opt_state, x, y):
    def loss_fn(p):
        h = jnp.tanh(x @ p["w1"] + p["b1"])
        return jnp.mean((h @ p["w2"] - y) ** 2)
    l, g = jax.value_and_grad(loss_fn)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


class GradeTrainer:
    def __init__(self, hidden=24):
        self.hidden = hidden

    def fit(self, key, x, y, epochs=30):
        k1, k2 = jax.random.split(key)
        p = {"w1": jax.random.normal(k1, (x.shape[1], self.hidden)) * 0.3, "b1": jnp.zeros(self.hidden),
             "w2": jax.random.normal(k2, (self.hidden,)) * 0.3}
        s = tx.init(p)
        for _ in range(epochs):
            p, s, l = sgd_update(p, s, x, y)
        return p, l
