import jax
import jax.numpy as jnp
import numpy as np

from model import COMPUTE_DTYPE, FRAME, HIDDEN, enhance_frame, init_params


class Session:
    def __init__(self, params):
        self.params = params
        self.h = jnp.zeros(HIDDEN, COMPUTE_DTYPE)

    def process(self, frame):
        out, self.h = enhance_frame(self.params, frame, self.h)
        return out


def main():
    rng = np.random.default_rng(0)
    sess = Session(init_params(jax.random.PRNGKey(0)))
    audio = rng.standard_normal(FRAME * 6).astype(np.float32)
    out = [np.asarray(sess.process(audio[i:i + FRAME])) for i in range(0, len(audio), FRAME)]
    print("out rms", float(np.concatenate(out).std()), sess.h.dtype)


if __name__ == "__main__":
    main()
