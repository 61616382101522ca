import numpy as np

from mixture import mixture_log_density
from pipeline import chunked, sensor_streams

CHUNK = 16


def main():
    rng = np.random.default_rng(0)
    weights = np.array([0.6, 0.4], np.float32)
    means = np.array([[0, 0, 0], [2, 2, 2]], np.float32)
    log_scales = np.zeros((2, 3), np.float32)
    for sensor_id, readings in sensor_streams(rng, lengths=[37, 50, 21, 44, 29]):
        scores = []
        for block in chunked(readings, CHUNK):
            scores.append(np.asarray(mixture_log_density(weights, means, log_scales, block)))
        scores = np.concatenate(scores)
        flagged = int((scores < np.quantile(scores, 0.05)).sum())
        print(f"sensor {sensor_id}: {len(scores)} readings, mean log p {scores.mean():.2f}, flagged {flagged}")


if __name__ == "__main__":
    main()
