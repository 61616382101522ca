import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import build_model

optim = optax.adam(3e-3)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def kfold_indices(n, k, seed=0):
    idx = np.random.default_rng(seed).permutation(n)
    return np.array_split(idx, k)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(400, 8)).astype(np.float32)
    y = (np.tanh(x[:, 0]) + x[:, 1] ** 2 + 0.1 * rng.normal(size=400)).astype(np.float32)
    folds = kfold_indices(len(x), 5)
    scores = []
    for k, val_idx in enumerate(folds):
        train_idx = np.setdiff1d(np.arange(len(x)), val_idx)[:256]
        model = build_model(x.shape[1], jax.random.PRNGKey(k))
        opt_state = optim.init(eqx.filter(model, eqx.is_array))
        for i in range(0, 256, 64):
            b = train_idx[i:i + 64]
            model, opt_state, loss = train_step(model, opt_state, x[b], y[b])
        pred = jax.vmap(model)(x[val_idx])[:, 0]
        scores.append(float(jnp.mean((pred - y[val_idx]) ** 2)))
    print("cv mse", np.mean(scores))


if __name__ == "__main__":
    main()
