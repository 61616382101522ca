import jax
import jax.numpy as jnp
import numpy as np

from model import StreamingSignGRU

CHUNK = 8


def main():
    model = StreamingSignGRU()
    rng = np.random.default_rng(0)
    stream = rng.normal(size=(2, CHUNK * 6, 63)).astype(np.float32)
    params = model.init(jax.random.PRNGKey(0), stream[:, :CHUNK])

    @jax.jit
    def stream_step(params, chunk, carry):
        return model.apply(params, chunk, carry)

    carry = None
    for start in range(0, stream.shape[1], CHUNK):
        carry, logits = stream_step(params, stream[:, start : start + CHUNK], carry)
        print(start, np.asarray(jnp.argmax(logits, -1)))


if __name__ == "__main__":
    main()
