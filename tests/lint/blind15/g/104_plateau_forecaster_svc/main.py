import jax
import jax.numpy as jnp
import numpy as np
import optax

from plateau import ReduceOnPlateau

LAGS = 10
tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.3)


def loss_fn(params, X, y):
    return jnp.mean((X @ params["w"] + params["b"] - y) ** 2)


@jax.jit
def train_step(params, opt_state, X, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, X, y)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def windows(series):
    idx = np.arange(len(series) - LAGS)[:, None] + np.arange(LAGS)
    return series[idx].astype(np.float32), series[LAGS:].astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    s = np.sin(np.arange(400) / 6) + 0.3 * rng.standard_normal(400)
    Xtr, ytr = windows(s[:300])
    Xva, yva = windows(s[300:])
    params = {"w": jnp.zeros(LAGS), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    sched = ReduceOnPlateau()
    for epoch in range(10):
        params, opt_state, loss = train_step(params, opt_state, Xtr, ytr)
        val = float(loss_fn(params, Xva, yva))
        opt_state = sched.step(val, opt_state)
        print(f"epoch {epoch} val {val:.4f} lr {float(opt_state.hyperparams['learning_rate']):.4f}")


if __name__ == "__main__":
    main()
