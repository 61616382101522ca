import numpy as np
import jax

from train import tx, step_fn


def main():
    rng = np.random.default_rng(120)
    X = rng.standard_normal((480, 20)).astype(np.float32)
    y = (np.tanh(X[:, :5]).sum(1) * 0.3).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(3))
    params = {"w1": jax.random.normal(k1, (20, 32)) * 0.2, "w2": jax.random.normal(k2, (32,)) * 0.2}
    opt_state = tx.init(params)
    step = 0
    for epoch in range(8):
        for s in range(0, 480, 32):
            params, opt_state, l = step_fn(params, opt_state, X[s:s + 32], y[s:s + 32], step)
            step += 1
        print(epoch, step, float(l))


if __name__ == "__main__":
    main()
