import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import HoldoutRMSE
from gp import neg_mll, predict

JITTER = 1e-6


def data(n, seed):
    rng = np.random.default_rng(seed)
    X = rng.uniform(-2, 2, size=(n, 1)).astype(np.float32)
    y = (np.sinc(X[:, 0]) + 0.05 * rng.normal(size=n)).astype(np.float32)
    return jnp.asarray(X), jnp.asarray(y)


if __name__ == "__main__":
    X, y = data(60, 0)
    Xv, yv = data(40, 1)
    params = {k: jnp.zeros((), jnp.float32) for k in ("log_ell", "log_var", "log_noise")}
    tx = optax.adam(0.05)
    opt_state = tx.init(params)
    step_fn = jax.jit(jax.value_and_grad(neg_mll))
    monitor = HoldoutRMSE(X, y, Xv, yv)
    for step in range(40):
        loss, g = step_fn(params, X, y)
        updates, opt_state = tx.update(g, opt_state)
        params = optax.apply_updates(params, updates)
        monitor(step, params)
    Xq = jnp.linspace(-2, 2, 40)[:, None]
    mean = predict(params, X, y, Xq, JITTER)
    print("final mean range", float(mean.min()), float(mean.max()))
