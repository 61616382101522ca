import jax
import jax.numpy as jnp


def linear_forecast(params, x):
    return x @ params["w"] + params["b"]


@jax.jit
def sgd_update(params, x, y):
    grads = jax.grad(lambda p: jnp.mean((linear_forecast(p, x) - y) ** 2))(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, grads)


class Trainer:
    def __init__(self, params, callbacks=()):
        self.params = params
        self.callbacks = list(callbacks)

    def fit(self, train_batches, eval_batch, eval_every=1):
        for step, (x, y) in enumerate(train_batches):
            self.params = sgd_update(self.params, x, y)
            if step % eval_every == 0:
                preds = linear_forecast(self.params, eval_batch[0])
                for cb in self.callbacks:
                    cb.on_eval(step, preds, eval_batch[1])
