import jax
import jax.numpy as jnp
import numpy as np

from model import StreamingRecognizer, recognize_chunk

CHUNK = 8


def chunks(frames, size):
    n = frames.shape[0]
    for s in range(0, n, size):
        c = frames[s : s + size]
        if c.shape[0] < size:
            c = np.concatenate([c, np.repeat(c[-1:], size - c.shape[0], axis=0)])
        yield c


def main():
    rng = np.random.default_rng(0)
    frames = rng.normal(size=(45, 63)).astype(np.float32)
    model = StreamingRecognizer(63, 32, 20, jax.random.PRNGKey(1))
    state = model.initial_state()
    for i, c in enumerate(chunks(frames, CHUNK)):
        state, logits = recognize_chunk(model, c, state)
        print(i, int(jnp.argmax(logits)))


if __name__ == "__main__":
    main()
