import jax
import jax.numpy as jnp
import numpy as np
import optax


tx = optax.adam(0.05)


def init_baseline(n_lags):
    return {"coef": jnp.zeros(n_lags), "intercept": 0.0, "log_sigma": 0.0}


def nll(params, lags, target):
    pred = lags @ params["coef"] + params["intercept"]
    sigma = jnp.exp(params["log_sigma"])
    return jnp.mean(0.5 * ((target - pred) / sigma) ** 2 + params["log_sigma"])


@jax.jit
def fit_step(params, opt_state, lags, target):
    loss, grads = jax.value_and_grad(nll)(params, lags, target)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


N_LAGS = 5


def lagged(series, n_lags):
    idx = np.arange(n_lags)[None, :] + np.arange(len(series) - n_lags)[:, None]
    return series[idx].astype(np.float32), series[n_lags:].astype(np.float32)


def main():
    rng = np.random.default_rng(67)
    series = 10 + np.cumsum(rng.normal(scale=0.3, size=300))
    lags, target = lagged(series, N_LAGS)
    params = init_baseline(N_LAGS)
    opt_state = tx.init(params)
    for it in range(6):
        params, opt_state, loss = fit_step(params, opt_state, lags, target)
        print(it, float(loss))


if __name__ == "__main__":
    main()
