from functools import partial
import jax
import jax.numpy as jnp
import optax


def _poisson_nll(params, x, counts):
    rate = jnp.exp(x @ params["w"] + params["b"])
    return jnp.mean(rate - counts * jnp.log(rate + 1e-8))


def sick_days_update(params, opt_state, x, counts, tx):
    loss, g = jax.value_and_grad(_poisson_nll)(params, x, counts)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss


class Trainer:
    def __init__(self, n_features, lr=0.05):
        self.tx = optax.rmsprop(lr)
        self.params = {"w": jnp.zeros(n_features), "b": jnp.zeros(())}
        self.opt_state = self.tx.init(self.params)
        self._update = jax.jit(partial(sick_days_update, tx=self.tx))

    def fit_epoch(self, batches):
        for x, c in batches:
            self.params, self.opt_state, loss = self._update(self.params, self.opt_state, x, c)
        return float(loss)
