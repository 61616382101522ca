import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

N_WAVELENGTHS = 128
BATCH = 32


class SugarRegressor(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(32)(x)
        x = nn.relu(x)
        return nn.Dense(1)(x)[..., 0]


def make_spectra(n, seed=1):
    rng = np.random.default_rng(seed)
    wl = np.linspace(0, 1, N_WAVELENGTHS)
    brix = rng.uniform(5, 25, size=n)
    spectra = np.exp(-((wl[None, :] - 0.6) ** 2) / 0.01) * brix[:, None] / 25.0
    spectra += 0.01 * rng.normal(size=spectra.shape)
    return spectra.astype(np.float32), brix.astype(np.float32)


def batches(x, y):
    n = len(x)
    for start in range(0, n, BATCH):
        xb, yb = x[start:start + BATCH], y[start:start + BATCH]
        mask = np.ones(BATCH, dtype=np.float32)
        short = BATCH - len(xb)
        if short:
            xb = np.concatenate([xb, np.zeros((short, x.shape[1]), np.float32)])
            yb = np.concatenate([yb, np.zeros(short, np.float32)])
            mask[-short:] = 0.0
        yield xb, yb, mask


model = SugarRegressor()
tx = optax.adam(1e-2)


@jax.jit
def fit_step(params, opt_state, xb, yb, mask):
    def loss_fn(p):
        err = (model.apply(p, xb) - yb) ** 2
        return jnp.sum(err * mask) / jnp.sum(mask)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = make_spectra(150)
    y = (y - y.mean()) / y.std()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(5):
        for xb, yb, mask in batches(x, y):
            params, opt_state, loss = fit_step(params, opt_state, xb, yb, mask)
        print("epoch", epoch, "loss", float(loss))


if __name__ == "__main__":
    main()
