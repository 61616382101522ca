import numpy as np

from features import as_scalar, ema_rate, init_stats, read_shard, standardize, update_stats

N_FEATURES, ROWS = 12, 256


def main():
    rng = np.random.default_rng(0)
    stats = init_stats(N_FEATURES)
    for i in range(8):
        batch = read_shard(rng, ROWS, N_FEATURES)
        rate = ema_rate(i)
        stats = update_stats(stats, batch, as_scalar(rate))
        z = standardize(stats, batch)
        print(f"batch {i} rate {rate:.3f} z-mean {float(z.mean()):+.3f}")


if __name__ == "__main__":
    main()
