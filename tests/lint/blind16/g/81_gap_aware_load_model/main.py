import jax
import jax.numpy as jnp
import numpy as np
import optax


def load_chunks(rng, n_chunks, n_meters, length):
    for c in range(n_chunks):
        x = rng.gamma(2.0, 1.0, size=(n_meters, length)).astype(np.float32)
        if c % 3 == 1:
            gaps = rng.random(x.shape) < 0.05
            x[gaps] = np.nan
        yield x


def with_mask(x):
    mask = (~np.isnan(x)).astype(np.float32)
    return np.nan_to_num(x), mask


N_METERS, LENGTH, CTX = 16, 96, 24
params = {"ar": jnp.zeros(CTX), "bias": jnp.zeros(())}
tx = optax.adam(1e-2)
opt_state = tx.init(params)


def masked_loss(params, x, mask):
    windows = jnp.stack([x[:, i:i + CTX] for i in range(LENGTH - CTX)], axis=1)
    pred = windows @ params["ar"] + params["bias"]
    target, m = x[:, CTX:], mask[:, CTX:]
    return jnp.sum(m * (pred - target) ** 2) / jnp.maximum(jnp.sum(m), 1.0)


@jax.jit
def fit_chunk(params, opt_state, x, mask):
    loss, g = jax.value_and_grad(masked_loss)(params, x, mask)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


rng = np.random.default_rng(31)
for i, chunk in enumerate(load_chunks(rng, 6, N_METERS, LENGTH)):
    x, mask = with_mask(chunk)
    params, opt_state, loss = fit_chunk(params, opt_state, x, mask)
    print(i, float(loss))
