import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax


def make_transactions(rng, n=200, n_features=10):
    x = rng.normal(size=(n, n_features)).astype(np.float32)
    logits = x[:, 0] * 2.0 - x[:, 3] + rng.normal(scale=0.5, size=n)
    y = (logits > 2.0).astype(np.float32)
    return x, y


def iterate_minibatches(x, y, batch_size, rng):
    idx = rng.permutation(len(x))
    n_full = len(x) // batch_size
    for b in range(n_full):
        sel = idx[b * batch_size:(b + 1) * batch_size]
        yield x[sel], y[sel]


def bce(model, x, y):
    logits = jax.vmap(model)(x)[:, 0]
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


optim = optax.adamw(3e-3)


@eqx.filter_jit
def fit_step(model, opt_state, x, y):
    loss, grads = eqx.filter_value_and_grad(bce)(model, x, y)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x, y = make_transactions(rng)
    model = eqx.nn.MLP(10, 1, 32, 2, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(3):
        for xb, yb in iterate_minibatches(x, y, 64, rng):
            model, opt_state, loss = fit_step(model, opt_state, xb, yb)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
