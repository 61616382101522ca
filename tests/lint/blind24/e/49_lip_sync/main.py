import numpy as np
import jax

from train import opt, sync_step


def make_data(rng, n=32, shifts=21, d=10):
    mouth = rng.standard_normal((n, d)).astype(np.float32)
    windows = rng.standard_normal((n, shifts, d)).astype(np.float32) * 0.5
    windows[:, shifts // 2] += mouth
    return windows, mouth


def main():
    rng = np.random.default_rng(0)
    windows, mouth = make_data(rng)
    key = jax.random.PRNGKey(0)
    params = {"wa": jax.random.normal(key, (10, 8)) * 0.3, "wv": jax.random.normal(key, (10, 8)) * 0.3}
    opt_state = opt.init(params)
    for epoch in range(5):
        for _ in range(4):
            params, opt_state, loss = sync_step(params, opt_state, windows, mouth, epoch)
        print("epoch", epoch, round(float(loss), 4))


if __name__ == "__main__":
    main()
