import numpy as np

from service import StreamingDecoder

FS, N_CH, CHUNK = 250, 4, 125


def acquisition(n_chunks, seed=0):
    rng = np.random.default_rng(seed)
    t0 = 0
    for _ in range(n_chunks):
        t = (t0 + np.arange(CHUNK)) / FS
        alpha = 2.0 * np.sin(2 * np.pi * 10 * t)
        yield (rng.normal(size=(N_CH, CHUNK)) + alpha).astype(np.float32)
        t0 += CHUNK


def main():
    decoder = StreamingDecoder(N_CH, np.full(N_CH, 0.25, dtype=np.float32), bias=-1.0)
    for i, chunk in enumerate(acquisition(6)):
        print(f"chunk {i}: {decoder.push(chunk)}")


if __name__ == "__main__":
    main()
