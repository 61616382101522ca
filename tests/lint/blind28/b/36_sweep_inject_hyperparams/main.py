import numpy as np

from trainer import hp_step, fresh_state


def main():
    rng = np.random.default_rng(2)
    x = rng.normal(size=(300, 6)).astype(np.float32)
    y = (x[:, 0] + x[:, 2] > 0).astype(np.float32)
    results = {}
    for lr in [0.003, 0.01, 0.03, 0.1]:
        params, opt_state = fresh_state(x.shape[1], lr)
        for _ in range(30):
            params, opt_state, loss = hp_step(params, opt_state, x, y)
        results[lr] = float(loss)
    print(results)


if __name__ == "__main__":
    main()
