import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import DilatedForecaster

CONTEXT, STEPS = 48, 6
optimizer = optax.adam(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, histories, targets):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(histories) - targets) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optimizer.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    t = np.arange(2000)
    series = (np.sin(2 * np.pi * t / 24) + 0.1 * rng.standard_normal(t.size)).astype(np.float32)
    X = np.lib.stride_tricks.sliding_window_view(series[:-1], CONTEXT)[::10]
    y = series[CONTEXT::10][: len(X)]
    model = DilatedForecaster(n_lags=8, dilation=3, key=jax.random.PRNGKey(0))
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for step in range(STEPS):
        model, opt_state, loss = train_step(model, opt_state, X, y)
        print(f"step {step} mse {float(loss):.4f} (n_lags={model.n_lags}, dilation={model.dilation})")


if __name__ == "__main__":
    main()
