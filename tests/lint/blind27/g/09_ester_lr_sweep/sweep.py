import jax
import jax.numpy as jnp
import optax


def run_trial(X, y, lr, n_steps=150):
    opt = optax.adam(lr)

    def sgd_step(w, state):
        g = jax.grad(lambda w: jnp.mean((X @ w[:-1] + w[-1] - y) ** 2))(w)
        upd, state = opt.update(g, state)
        return optax.apply_updates(w, upd), state

    step = jax.jit(sgd_step)
    w = jnp.zeros(X.shape[1] + 1)
    state = opt.init(w)
    for _ in range(n_steps):
        w, state = step(w, state)
    return w, float(jnp.mean((X @ w[:-1] + w[-1] - y) ** 2))
