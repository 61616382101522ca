import jax
import jax.numpy as jnp
import numpy as np

from training import build_optimizer, update


def main():
    rng = np.random.default_rng(0)
    X = jnp.asarray(rng.normal(size=(128, 6)), dtype=jnp.float32)
    true_w = jnp.arange(6, dtype=jnp.float32) / 6
    Y = X @ true_w + 0.1 * jnp.asarray(rng.normal(size=128), dtype=jnp.float32)
    w = np.zeros(128, np.float32)
    w[:8] = 1.0
    params = {"w": jnp.zeros(6), "b": jnp.zeros(())}
    tx = build_optimizer()
    for rnd in range(5):
        opt_state = tx.init(params)
        for _ in range(4):
            params, opt_state, l = update(tx, params, opt_state, X, Y, jnp.asarray(w))
        resid = np.abs(np.asarray(X @ params["w"] + params["b"] - Y))
        resid[w > 0] = -1
        w[np.argsort(-resid)[:8]] = 1.0
        print(rnd, float(l), int(w.sum()))


if __name__ == "__main__":
    main()
