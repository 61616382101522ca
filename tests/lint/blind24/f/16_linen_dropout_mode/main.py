import numpy as np
import jax
import jax.numpy as jnp

from engine import net, tx, run_batch


def laminate_tests(n=384, seed=2):
    rng = np.random.default_rng(seed)
    cycles = rng.uniform(0, 1e6, n)
    stress_ratio = rng.uniform(0.3, 0.8, n)
    layup = rng.integers(0, 3, n)
    s = 1 - 0.25 * stress_ratio * (cycles / 1e6) ** 0.5 - 0.03 * layup + rng.normal(0, 0.01, n)
    x = np.stack([cycles / 1e6, stress_ratio, layup / 2.0], 1).astype(np.float32)
    return x, s.astype(np.float32)


def main():
    x, y = laminate_tests()
    xtr, ytr, xva, yva = x[:320], y[:320], x[320:], y[320:]
    key = jax.random.PRNGKey(0)
    params = net.init({"params": key, "dropout": key}, xtr[:1], training=False)
    opt_state = tx.init(params)
    for epoch in range(6):
        for b in range(0, 320, 64):
            key, sub = jax.random.split(key)
            params, opt_state, loss = run_batch(params, opt_state, xtr[b:b + 64], ytr[b:b + 64], sub, training=True)
        _, _, val = run_batch(params, opt_state, xva, yva, key, training=False)
        print(f"epoch {epoch} train {float(loss):.5f} val {float(val):.5f}")


if __name__ == "__main__":
    main()
