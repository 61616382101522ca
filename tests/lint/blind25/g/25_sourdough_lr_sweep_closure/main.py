import jax
import jax.numpy as jnp

from data import starter_activity
from trainer import make_trainer


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (4, 12)) * 0.5, "b1": jnp.zeros(12), "w2": jax.random.normal(k2, (12,)) * 0.5}


def main():
    x, y = starter_activity()
    results = {}
    for lr in [3e-3, 1e-2, 3e-2, 1e-1]:
        opt, step = make_trainer(lr)
        params = init(jax.random.PRNGKey(0))
        opt_state = opt.init(params)
        for _ in range(50):
            params, opt_state, loss = step(params, opt_state, x, y)
        results[lr] = float(loss)
    best = min(results, key=results.get)
    print(results, "best lr", best)


if __name__ == "__main__":
    main()
