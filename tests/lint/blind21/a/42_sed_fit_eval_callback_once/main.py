import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import ValidationMonitor

N_BANDS = 8
LAMBDA = jnp.linspace(0.4, 2.2, N_BANDS)


def sed_model(params, log_temp):
    temp = 10 ** log_temp[:, None]
    bb = 1.0 / (LAMBDA ** 5 * (jnp.exp(1.44e4 / (LAMBDA * temp)) - 1.0))
    return params["w"] * jnp.log10(bb + 1e-30) + params["b"]


def loss_fn(params, log_temp, mags):
    return jnp.mean((sed_model(params, log_temp) - mags) ** 2)


def make_stars(n, seed):
    rng = np.random.default_rng(seed)
    log_t = rng.uniform(3.5, 4.2, n).astype(np.float32)
    temp = 10 ** log_t[:, None]
    lam = np.linspace(0.4, 2.2, N_BANDS)
    mags = -2.5 * np.log10(1.0 / (lam ** 5 * (np.exp(1.44e4 / (lam * temp)) - 1.0))) + 0.01 * rng.normal(size=(n, N_BANDS))
    return jnp.asarray(log_t), jnp.asarray(mags, jnp.float32)


tx = optax.adam(0.05)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


if __name__ == "__main__":
    train, val = make_stars(64, 0), make_stars(32, 1)
    params = {"w": jnp.zeros(N_BANDS), "b": jnp.zeros(N_BANDS)}
    opt_state = tx.init(params)
    monitor = ValidationMonitor(loss_fn, val)
    for epoch in range(5):
        for _ in range(10):
            params, opt_state, loss = train_step(params, opt_state, *train)
        monitor.on_epoch_end(epoch, params)
    print("val history", [round(v, 4) for v in monitor.history])
