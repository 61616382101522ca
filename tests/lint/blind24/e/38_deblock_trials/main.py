import numpy as np

from train import deblock_step, new_trial


def blocky(frames, block=8):
    n, h, w = frames.shape
    means = frames.reshape(n, h // block, block, w // block, block).mean(axis=(2, 4), keepdims=True)
    return (0.6 * frames.reshape(means.shape[:2] + (block,) + means.shape[3:4] + (block,)) + 0.4 * means).reshape(n, h, w)


def main():
    rng = np.random.default_rng(0)
    source = rng.uniform(0, 1, (4, 32, 32)).astype(np.float32)
    coded = blocky(source).astype(np.float32)
    scores = {}
    for lr in [1e-3, 3e-3, 1e-2, 3e-2]:
        params, opt_state = new_trial(lr)
        for _ in range(15):
            params, opt_state, loss = deblock_step(params, opt_state, coded, source)
        scores[lr] = float(loss)
    print(scores)


if __name__ == "__main__":
    main()
