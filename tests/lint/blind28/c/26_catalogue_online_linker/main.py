import numpy as np

from linker import OnlineLinker


def cataloguer_feedback(rng, n, n_feat=8):
    for _ in range(n):
        f = rng.normal(size=n_feat).astype(np.float32)
        yield f, np.float32(f[0] + 0.5 * f[1] > 0)


def main():
    rng = np.random.default_rng(30)
    linker = OnlineLinker(8)
    decay = np.linspace(0.1, 0.01, 4)
    for session in range(4):
        for f, y in cataloguer_feedback(rng, 5):
            linker.feedback(f, y)
        linker.set_lr(decay[session])
    print(np.round(np.asarray(linker.w), 3))


if __name__ == "__main__":
    main()
