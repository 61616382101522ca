import numpy as np

from adaptive import RLSFilter, adapt_block

N_TAPS = 4
BLOCK = 16


def tapped_blocks(n_blocks, seed=0):
    """System identification: unknown FIR channel driven by white noise."""
    rng = np.random.default_rng(seed)
    h = np.array([0.6, -0.3, 0.2, 0.05])
    u = rng.standard_normal(n_blocks * BLOCK + N_TAPS)
    for b in range(n_blocks):
        idx = np.arange(b * BLOCK, (b + 1) * BLOCK) + N_TAPS
        x = np.stack([u[i - N_TAPS + 1 : i + 1][::-1] for i in idx]).astype(np.float32)
        d = (x @ h + 0.01 * rng.standard_normal(BLOCK)).astype(np.float32)
        yield x, d


def main():
    filt = RLSFilter(N_TAPS)
    for b, (x, d) in enumerate(tapped_blocks(6)):
        err = adapt_block(filt, x, d)
        print(f"block {b}: mse={float(np.mean(np.asarray(err) ** 2)):.5f}")
    print("estimated taps:", np.asarray(filt.w[...]).round(3), "updates:", filt.n_updates)


if __name__ == "__main__":
    main()
