import jax
import jax.numpy as jnp
import optax


class MFTrainer:
    def __init__(self, n_users, n_items, dim=8, lr=0.05, seed=0):
        k1, k2 = jax.random.split(jax.random.PRNGKey(seed))
        self.params = {"U": 0.1 * jax.random.normal(k1, (n_users, dim)),
                       "V": 0.1 * jax.random.normal(k2, (n_items, dim))}
        self.tx = optax.adam(lr)
        self.opt_state = self.tx.init(self.params)
        self._step = jax.jit(self._train_step)

    def _train_step(self, params, opt_state, users, items, ratings):
        def loss_fn(p):
            pred = jnp.sum(p["U"][users] * p["V"][items], axis=-1)
            return jnp.mean((pred - ratings) ** 2)

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = self.tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    def fit_batch(self, users, items, ratings):
        self.params, self.opt_state, loss = self._step(self.params, self.opt_state, users, items, ratings)
        return float(loss)
