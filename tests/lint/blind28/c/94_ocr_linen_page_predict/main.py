import jax
import jax.numpy as jnp
import numpy as np

from model import TinyOCR

MODEL = TinyOCR()


def predict_page(params, glyphs):
    return jax.jit(MODEL.apply)(params, glyphs).argmax(-1)


def main():
    rng = np.random.default_rng(92)
    params = MODEL.init(jax.random.PRNGKey(92), jnp.zeros((1, 10, 10)))
    for page in range(4):
        glyphs = rng.random((20, 10, 10)).astype(np.float32)
        print(page, np.asarray(predict_page(params, glyphs))[:8].tolist())


if __name__ == "__main__":
    main()
