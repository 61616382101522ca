import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def train_epoch(state, X, y, X_val, y_val):
    def loss(w, X, y):
        z = X @ w
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)

    w = state["w"]
    for i in range(0, X.shape[0], 32):
        w = w - 0.2 * jax.grad(loss)(w, X[i : i + 32], y[i : i + 32])
    val = loss(w, X_val, y_val)
    improved = val < state["best_val"]
    return {
        "w": w,
        "best_w": jnp.where(improved, w, state["best_w"]),
        "best_val": jnp.where(improved, val, state["best_val"]),
    }, val


def spindle_features(n, seed):
    rng = np.random.default_rng(seed)
    y = (rng.random(n) < 0.4).astype(np.float32)
    X = rng.normal(size=(n, 12)) + 0.7 * y[:, None] * (np.arange(12) % 3 == 0)
    return jnp.asarray(X, dtype=jnp.float32), jnp.asarray(y)


def main():
    X, y = spindle_features(128, 0)
    Xv, yv = spindle_features(64, 1)
    state = {"w": jnp.zeros(12), "best_w": jnp.zeros(12), "best_val": float("inf")}
    for epoch in range(5):
        state, val = train_epoch(state, X, y, Xv, yv)
        state["best_val"] = float(state["best_val"])
        print(f"epoch {epoch}: val {float(val):.4f} best {state['best_val']:.4f}")


if __name__ == "__main__":
    main()
