import jax
import numpy as np

from train import fit_step, optimizer, set_learning_rate

S, A, B = 4, 2, 64


def transitions(rng):
    s = rng.normal(size=(B, S)).astype(np.float32)
    a = rng.uniform(-1, 1, size=(B, A)).astype(np.float32)
    s_next = s + 0.1 * np.concatenate([a, a], -1)
    return s, a, s_next.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (S + A, 32)) * 0.1,
              "w2": jax.random.normal(k2, (32, S)) * 0.1}
    opt_state = optimizer.init(params)
    for epoch in range(3):
        for _ in range(4):
            params, opt_state, loss = fit_step(params, opt_state, *transitions(rng))
        opt_state = set_learning_rate(opt_state, 3e-3 * 0.5 ** (epoch + 1))
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
