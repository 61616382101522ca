import jax
import jax.numpy as jnp
import numpy as np

from sweep import make_trainer

LEARNING_RATES = [3e-4, 1e-3, 3e-3, 1e-2]


def apply_fn(p, x):
    return jnp.tanh(x @ p["w1"]) @ p["w2"]


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (48, 32)) * 0.1, "w2": jax.random.normal(k2, (32, 26)) * 0.1}


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.random((64, 48)).astype(np.float32))
    y = jnp.asarray(rng.integers(0, 26, 64).astype(np.int32))
    results = {}
    for lr in LEARNING_RATES:
        params = init(jax.random.PRNGKey(0))
        tx, step = make_trainer(lr, apply_fn)
        opt_state = tx.init(params)
        for _ in range(10):
            params, opt_state, loss = step(params, opt_state, x, y)
        results[lr] = float(loss)
    print(results)


if __name__ == "__main__":
    main()
