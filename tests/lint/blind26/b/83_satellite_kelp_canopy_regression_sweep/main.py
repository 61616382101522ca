import numpy as np

from experiment import kelp_train_step, new_state

SWEEP = {"wd-0": 0.0, "wd-1e-4": 1e-4, "wd-1e-3": 1e-3, "wd-1e-2": 1e-2}


def landsat_kelp(n=1024, seed=0):
    # red, NIR, SWIR reflectance, SST, wave height -> kelp canopy area fraction
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 5)).astype(np.float32)
    y = (1 / (1 + np.exp(-(1.5 * x[:, 1] - x[:, 0] - 0.5 * x[:, 3] - 0.4 * x[:, 4])))).astype(np.float32)
    return x, y


def main():
    x, y = landsat_kelp()
    for name, wd in SWEEP.items():
        state = new_state(0, wd, x[:1])
        for epoch in range(3):
            for i in range(0, 1024, 128):
                state, loss = kelp_train_step(state, x[i:i + 128], y[i:i + 128])
        print(f"{name}: final loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
