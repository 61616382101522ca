import numpy as np
import jax
import jax.numpy as jnp


class AutoregressiveForecaster:
    """Linear AR(p) model with a small nonlinearity, rolled forward for multi-step forecasts."""

    def __init__(self, lags, horizon, seed=0):
        self.lags = lags
        self.horizon = horizon
        key = jax.random.PRNGKey(seed)
        self.params = {"coef": jax.random.normal(key, (lags,)) * 0.1, "bias": jnp.zeros(())}

    def _rollout(self, params, history):
        def one_step(window, _):
            y = jnp.tanh(window @ params["coef"] + params["bias"])
            return jnp.concatenate([window[1:], y[None]]), y
        _, preds = jax.lax.scan(one_step, history[-self.lags:], None, length=self.horizon)
        return preds

    @property
    def forecast_fn(self):
        return jax.jit(self._rollout)

    def fit_step(self, history, target, lr=0.05):
        loss = lambda p: jnp.mean((self._rollout(p, history) - target) ** 2)
        grads = jax.grad(loss)(self.params)
        self.params = jax.tree_util.tree_map(lambda p, g: p - lr * g, self.params, grads)


def sliding_windows(series, context, horizon, stride):
    for start in range(0, len(series) - context - horizon + 1, stride):
        yield series[start:start + context], series[start + context:start + context + horizon]


def main():
    t = np.arange(400, dtype=np.float32)
    series = np.sin(t / 12.0) + 0.1 * np.random.default_rng(0).normal(size=t.shape).astype(np.float32)
    model = AutoregressiveForecaster(lags=8, horizon=6)
    errors = []
    for i, (ctx, tgt) in enumerate(sliding_windows(series, context=32, horizon=6, stride=60)):
        preds = model.forecast_fn(model.params, jnp.asarray(ctx))
        errors.append(float(jnp.mean(jnp.abs(preds - tgt))))
    print(f"{len(errors)} windows, MAE {np.mean(errors):.3f}")


if __name__ == "__main__":
    main()
