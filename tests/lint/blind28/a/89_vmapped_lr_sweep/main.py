import jax
import jax.numpy as jnp
import numpy as np

LEARNING_RATES = jnp.array([1e-3, 3e-3, 1e-2, 3e-2, 1e-1])


def loss(w, x, y):
    z = x @ w
    return jnp.mean(jnp.logaddexp(0.0, z) - y * z)


def train_one(lr, x, y, steps=150):
    def body(w, _):
        return w - lr * jax.grad(loss)(w, x, y), None
    w, _ = jax.lax.scan(body, jnp.zeros(x.shape[1]), None, length=steps)
    return loss(w, x, y)


@jax.jit
def lr_sweep(lrs, x, y):
    return jax.vmap(train_one, in_axes=(0, None, None))(lrs, x, y)


def bookings(n=800, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 7)).astype(np.float32)
    y = (x @ rng.normal(size=7) + rng.normal(0, 1, n) > 0).astype(np.float32)
    return x, y


def main():
    for market in range(3):
        x, y = bookings(seed=market)
        losses = lr_sweep(LEARNING_RATES, x, y)
        best = float(LEARNING_RATES[int(jnp.argmin(losses))])
        print("market", market, "best lr", best, np.round(np.asarray(losses), 4))


if __name__ == "__main__":
    main()
