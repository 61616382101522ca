import jax
import jax.numpy as jnp
import optax

TX = optax.sgd(0.05)


@jax.jit
def ridge_step(params, opt_state, x, y, l2):
    def loss_fn(p):
        resid = x @ p["w"] + p["b"] - y
        return jnp.mean(resid ** 2) + l2 * jnp.sum(p["w"] ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = TX.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


class RidgeTrainer:
    """Fits a linear biomass model from spectral features for one cross-validation fold."""

    def __init__(self, n_features, l2=1e-3):
        self.l2 = l2
        self.params = {"w": jnp.zeros((n_features,)), "b": jnp.zeros(())}
        self.opt_state = TX.init(self.params)

    def fit(self, x, y, steps=5):
        for _ in range(steps):
            self.params, self.opt_state, loss = ridge_step(self.params, self.opt_state, x, y, self.l2)
        return float(loss)
