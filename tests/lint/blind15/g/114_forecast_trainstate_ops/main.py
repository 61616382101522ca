import jax
import jax.numpy as jnp
import numpy as np
import optax

from state import ForecastState

LAGS = 24


def linear_model(params, x):
    return x @ params["w"] + params["b"]


@jax.jit
def train_step(state, x, y):
    def loss_fn(p):
        return jnp.mean((state.apply_fn(p, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads), loss


def hourly_windows(rng, n=96):
    t = rng.uniform(0, 1000, (n, 1)) + np.arange(LAGS + 1)
    s = np.sin(2 * np.pi * t / 24) + 0.1 * rng.standard_normal(t.shape)
    return s[:, :LAGS].astype(np.float32), s[:, LAGS].astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    tx = optax.adam(1e-2)
    params = {"w": jnp.zeros(LAGS), "b": jnp.zeros(())}
    state = ForecastState(params=params, opt_state=tx.init(params), tx=tx, apply_fn=linear_model)
    for _ in range(4):
        for _ in range(3):
            x, y = hourly_windows(rng)
            state, loss = train_step(state, x, y)
        print(f"epoch {state.epoch} loss {float(loss):.4f}")
        state = state.next_epoch()


if __name__ == "__main__":
    main()
