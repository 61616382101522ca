import numpy as np

from preprocess import RunningStats, make_preprocess

CLIP = 8.0


def sensor_batches(rng, n_batches, dim):
    for _ in range(n_batches):
        yield rng.standard_t(3, size=(32, dim)).astype(np.float32)


def run_epoch(epoch, rng, stats):
    preprocess = make_preprocess(CLIP)
    total = 0.0
    for batch in sensor_batches(rng, 4, dim=6):
        out = preprocess(batch, stats.mean, stats.std)
        total += float(np.abs(np.asarray(out)).mean())
    stats.update(np.log1p(np.abs(batch[:4])))
    print(f"epoch {epoch}: mean |x| = {total / 4:.4f}")


def main():
    rng = np.random.default_rng(0)
    stats = RunningStats(6)
    for epoch in range(5):
        run_epoch(epoch, rng, stats)


if __name__ == "__main__":
    main()
