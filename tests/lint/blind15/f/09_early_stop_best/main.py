import jax
import jax.numpy as jnp
import numpy as np
import optax


@jax.jit
def improved(best, current, min_delta):
    return current < best - min_delta


class EarlyStopping:
    def __init__(self, patience, min_delta=1e-4):
        self.patience = patience
        self.min_delta = min_delta
        self.best = float("inf")
        self.best_params = None
        self.bad_epochs = 0

    def step(self, current, params):
        if bool(improved(self.best, current, self.min_delta)):
            self.best = current
            self.best_params = params
            self.bad_epochs = 0
        else:
            self.bad_epochs += 1
        return self.bad_epochs >= self.patience


tx = optax.adam(5e-2)


def mse(params, x, y):
    return jnp.mean((jnp.tanh(x @ params["w1"]) @ params["w2"] - y) ** 2)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(mse)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def val_loss(params, x, y):
    return mse(params, x, y)


def main():
    rng = np.random.default_rng(1)
    x = rng.normal(size=(80, 5)).astype(np.float32)
    y = np.sin(x[:, :1]).astype(np.float32)
    vx = rng.normal(size=(20, 5)).astype(np.float32)
    vy = np.sin(vx[:, :1]).astype(np.float32)
    key = jax.random.PRNGKey(0)
    params = {"w1": jax.random.normal(key, (5, 16)) * 0.3, "w2": jnp.zeros((16, 1))}
    opt_state = tx.init(params)
    stopper = EarlyStopping(patience=3)
    for epoch in range(12):
        params, opt_state, loss = train_step(params, opt_state, x, y)
        if stopper.step(val_loss(params, vx, vy), params):
            print("stopping at", epoch)
            break
    print("best", float(stopper.best))


if __name__ == "__main__":
    main()
