import jax
import jax.numpy as jnp
import numpy as np
import optax

tx = optax.adam(1e-2)


@jax.jit
def fit_step(w, opt_state, x, y):
    loss, g = jax.value_and_grad(lambda w: jnp.mean((x @ w - y) ** 2))(w)
    updates, opt_state = tx.update(g, opt_state, w)
    return optax.apply_updates(w, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(60, 3)), dtype=jnp.float32)
    y = x @ jnp.array([1.0, -2.0, 0.5])
    folds = np.array_split(np.arange(60), 3)
    for k, val_idx in enumerate(folds):
        train_idx = np.setdiff1d(np.arange(60), val_idx)
        w = jnp.zeros(3)
        opt_state = tx.init(w)
        for _ in range(3):
            w, opt_state, loss = fit_step(w, opt_state, x[train_idx], y[train_idx])
        print("fold", k, float(loss))


if __name__ == "__main__":
    main()
