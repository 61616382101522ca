import jax
import jax.numpy as jnp
import optax

from model import MaterialNet

model = MaterialNet()
tx = optax.adamw(1e-3)


@jax.jit
def train_step(params, batch_stats, opt_state, x, y):
    def loss_fn(p):
        pred, updates = model.apply({"params": p, "batch_stats": batch_stats}, x,
                                    train=True, mutable=["batch_stats"])
        return jnp.mean((pred - y) ** 2), updates["batch_stats"]
    (loss, batch_stats), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), batch_stats, opt_state, loss


def predict(variables, x):
    return model.apply(variables, x, train=False)


class EvalCallback:
    def __init__(self, x, y, every=2):
        self.x, self.y, self.every = x, y, every

    def __call__(self, step, params, batch_stats):
        if step % self.every:
            return None
        pred = jax.jit(predict)({"params": params, "batch_stats": batch_stats}, self.x)
        return float(jnp.mean((pred - self.y) ** 2))
