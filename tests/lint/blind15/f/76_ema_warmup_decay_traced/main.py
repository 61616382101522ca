import jax
import jax.numpy as jnp
import numpy as np
import optax


@jax.jit
def ema_update(ema_params, params, num_updates, max_decay):
    decay = jnp.minimum(max_decay, (1.0 + num_updates) / (10.0 + num_updates))
    return jax.tree.map(lambda e, p: decay * e + (1.0 - decay) * p, ema_params, params)


class EMA:
    def __init__(self, params, max_decay=0.999):
        self.params = params
        self.max_decay = max_decay
        self.num_updates = 0

    def update(self, params):
        self.num_updates += 1
        self.params = ema_update(self.params, params, self.num_updates, self.max_decay)


tx = optax.sgd(0.05, momentum=0.9)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros((4, 1)), "b": jnp.zeros(1)}
    opt_state = tx.init(params)
    ema = EMA(params)
    for step in range(6):
        x = rng.normal(size=(32, 4)).astype(np.float32)
        y = x @ np.ones((4, 1), np.float32)
        params, opt_state, loss = train_step(params, opt_state, x, y)
        ema.update(params)
    print(float(loss), np.asarray(ema.params["w"]).ravel())


if __name__ == "__main__":
    main()
