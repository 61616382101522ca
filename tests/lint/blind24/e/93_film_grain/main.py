import numpy as np

from grain import add_film_grain


def render_sequence(frames, amount=0.04, first_frame=1001):
    out = []
    for i, f in enumerate(frames):
        out.append(add_film_grain(f, amount, seed=first_frame + i))
    return out


def main():
    rng = np.random.default_rng(0)
    frames = [rng.uniform(0, 1, (27, 48, 3)).astype(np.float32) for _ in range(6)]
    graded = render_sequence(frames)
    print([round(float(np.abs(np.asarray(g) - f).mean()), 4) for g, f in zip(graded, frames)])


if __name__ == "__main__":
    main()
