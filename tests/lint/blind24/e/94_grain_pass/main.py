import numpy as np

from sequence import GrainPass


def main():
    rng = np.random.default_rng(0)
    frames = [rng.uniform(0, 1, (27, 48, 3)).astype(np.float32) for _ in range(6)]
    out = GrainPass(show_seed=7).render(frames, first_frame=1001)
    print([round(float(np.abs(np.asarray(g) - f).mean()), 4) for g, f in zip(out, frames)])


if __name__ == "__main__":
    main()
