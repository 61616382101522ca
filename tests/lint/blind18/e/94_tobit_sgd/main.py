from functools import partial

import numpy as np
import jax
import jax.numpy as jnp
import optax

from tobit import tobit_nll


@partial(jax.jit, static_argnums=(4,))
def train_step(params, opt_state, X, y, optimizer):
    loss, grads = jax.value_and_grad(tobit_nll)(params, X, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    n = 300
    X = np.column_stack([np.ones(n), rng.normal(size=n)]).astype(np.float32)
    y_star = X @ np.array([0.5, 1.0]) + rng.normal(size=n)
    y = jnp.asarray(np.maximum(y_star, 0.0), dtype=jnp.float32)
    X = jnp.asarray(X)
    params = {"beta": jnp.zeros(2, jnp.float32), "log_sigma": jnp.zeros((), jnp.float32)}
    opt_state = optax.sgd(0.1).init(params)
    for epoch in range(5):
        optimizer = optax.sgd(0.1 * 0.7 ** epoch)
        for _ in range(10):
            params, opt_state, loss = train_step(params, opt_state, X, y, optimizer)
    print("tobit beta", params["beta"], "sigma", float(jnp.exp(params["log_sigma"])))


if __name__ == "__main__":
    main()
