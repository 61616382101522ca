import jax.numpy as jnp
import numpy as np

from online import adapt_lr, online_step, opt


def lot_stream(n=10, seed=0):
    rng = np.random.default_rng(seed)
    w_true = np.array([1.0, -0.5, 0.3, 0.8], np.float32)
    for lot in range(n):
        if lot == 5:
            w_true = w_true + np.array([0.5, 0.0, -0.3, 0.0], np.float32)  # PM event
        x = rng.normal(size=(25, 4)).astype(np.float32)
        yield lot, x, (x @ w_true).astype(np.float32)


def main():
    w = jnp.zeros(4)
    opt_state = opt.init(w)
    for lot, x, y in lot_stream():
        resid = float(jnp.sqrt(jnp.mean((x @ w - y) ** 2)))
        opt_state = adapt_lr(opt_state, resid / 0.5)
        for _ in range(3):
            w, opt_state, loss = online_step(w, opt_state, x, y)
        print(f"lot {lot}: pre-update rmse {resid:.3f} lr {float(opt_state.hyperparams['learning_rate']):.2f}")


if __name__ == "__main__":
    main()
