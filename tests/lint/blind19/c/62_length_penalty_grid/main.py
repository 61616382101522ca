import numpy as np

from rerank import select_hypotheses

BEAM = 4
ALPHAS = [0.0, 0.4, 0.6, 0.8, 1.0]


def candidate_pool(rng, n=32, max_len=10):
    lengths = rng.integers(3, max_len + 1, size=n)
    logps = np.log(rng.uniform(0.05, 0.95, size=(n, max_len))).astype(np.float32)
    logps *= (np.arange(max_len)[None] < lengths[:, None])
    return logps, lengths.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    dev_pools = [candidate_pool(rng) for _ in range(3)]
    for alpha in ALPHAS:
        mean_len = []
        for logps, lengths in dev_pools:
            _, idx = select_hypotheses(logps, lengths, beam_size=BEAM, alpha=alpha)
            mean_len.append(lengths[np.asarray(idx)].mean())
        print(f"alpha={alpha:.1f} mean selected length {np.mean(mean_len):.2f}")


if __name__ == "__main__":
    main()
