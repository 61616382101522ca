import numpy as np

from buffer import RollingBuffer
from detect import wave_anomaly_scores


def six_hour_chunks(n_chunks, seed=0):
    rng = np.random.default_rng(seed)
    for k in range(n_chunks):
        hs = 1.5 + 0.3 * np.sin(np.arange(6) / 4.0 + k) + rng.normal(0, 0.1, 6)
        if k == 11:
            hs[3] += 2.5  # squall
        yield k, hs.astype(np.float32)


def main():
    buf = RollingBuffer(capacity=48)
    for k, hs in six_hour_chunks(16):
        if len(buf.view()):
            z = np.asarray(wave_anomaly_scores(buf.view(), hs))
            flag = "ALERT" if np.abs(z).max() > 6 else ""
            print(f"chunk {k:2d}: max |z| {np.abs(z).max():5.2f} {flag}")
        buf.extend(hs)


if __name__ == "__main__":
    main()
