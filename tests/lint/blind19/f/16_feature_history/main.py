import jax
import jax.numpy as jnp
import numpy as np

from buffer import FrameHistory

HISTORY = 4


def embed(frame):
    return frame.reshape(-1, 8).mean(axis=0)


@jax.jit
def pooled_activity(history, current):
    stacked, valid = history
    logits = jnp.where(valid, stacked @ current, -jnp.inf)
    weights = jax.nn.softmax(logits)
    context = weights @ stacked
    return jnp.linalg.norm(current - context)


def main():
    rng = np.random.default_rng(0)
    history = FrameHistory(HISTORY, 8)
    for t in range(8):
        frame = rng.random((8, 8), dtype=np.float32)
        feat = jnp.asarray(embed(frame))
        history.push(feat)
        score = pooled_activity(history.snapshot(), feat)
        print(f"t={t} activity={float(score):.4f}")


if __name__ == "__main__":
    main()
