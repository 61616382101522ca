import jax
import jax.numpy as jnp

from utils import sliding_windows, synthetic_stream

WINDOW = 8
STRIDE = 4


@jax.jit
def score_window(window, template):
    diffs = jnp.abs(window[1:] - window[:-1]).mean(axis=(1, 2))
    motion = diffs.mean()
    similarity = jnp.mean((window.mean(axis=0) - template) ** 2)
    return motion + similarity


def main():
    stream = synthetic_stream(22)
    template = jnp.asarray(stream[:WINDOW].mean(axis=0))
    scores = []
    for start, window in sliding_windows(stream, WINDOW, STRIDE):
        scores.append((start, float(score_window(window, template))))
    for start, s in scores:
        print(f"frame {start:3d}: {s:.4f}")


if __name__ == "__main__":
    main()
