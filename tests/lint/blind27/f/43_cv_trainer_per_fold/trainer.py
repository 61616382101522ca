import jax
import jax.numpy as jnp
import optax


class GradeTrainer:
    def __init__(self, lr=1e-2, hidden=24):
        self.tx = optax.adam(lr)
        self.hidden = hidden

        def sgd_update(params, opt_state, x, y):
            def loss_fn(p):
                h = jnp.tanh(x @ p["w1"] + p["b1"])
                return jnp.mean((h @ p["w2"] - y) ** 2)
            l, g = jax.value_and_grad(loss_fn)(params)
            u, opt_state = self.tx.update(g, opt_state)
            return optax.apply_updates(params, u), opt_state, l

        self.step = jax.jit(sgd_update)

    def init(self, key, n_in):
        k1, k2 = jax.random.split(key)
        p = {"w1": jax.random.normal(k1, (n_in, self.hidden)) * 0.3, "b1": jnp.zeros(self.hidden),
             "w2": jax.random.normal(k2, (self.hidden,)) * 0.3}
        return p, self.tx.init(p)

    def fit(self, key, x, y, epochs=30):
        p, s = self.init(key, x.shape[1])
        for _ in range(epochs):
            p, s, l = self.step(p, s, x, y)
        return p, l
