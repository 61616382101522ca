import jax
import jax.numpy as jnp
import numpy as np
import optax

from metrics import R2Logger

tx = optax.adam(1e-2)


def predict(params, X):
    return X @ params["W"] + params["b"]


@jax.jit
def step(params, opt_state, X, Y):
    loss, g = jax.value_and_grad(lambda p: ((predict(p, X) - Y) ** 2).mean())(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def cursor_data(n, seed):
    rng = np.random.default_rng(seed)
    vel = rng.normal(size=(n, 2))
    X = vel @ rng.normal(size=(2, 40)) + rng.normal(scale=0.5, size=(n, 40))
    return jnp.asarray(X, dtype=jnp.float32), jnp.asarray(vel, dtype=jnp.float32)


def main():
    X, Y = cursor_data(300, 0)
    Xv, Yv = cursor_data(100, 0)
    params = {"W": jnp.zeros((40, 2)), "b": jnp.zeros(2)}
    opt_state = tx.init(params)
    logger = R2Logger(Xv, Yv)
    for epoch in range(5):
        for _ in range(10):
            params, opt_state, loss = step(params, opt_state, X, Y)
        logger(epoch, lambda x: predict(params, x))


if __name__ == "__main__":
    main()
