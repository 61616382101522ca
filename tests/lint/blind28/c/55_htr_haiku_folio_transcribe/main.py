import jax
import numpy as np

from model import line_model, predict_labels


def transcribe_folio(params, images):
    fast_predict = jax.jit(predict_labels)
    return fast_predict(params, images)


def main():
    rng = np.random.default_rng(1)
    params = line_model.init(jax.random.PRNGKey(1), np.zeros((1, 10, 40), np.float32))
    for folio in range(5):
        images = rng.random((6, 10, 40)).astype(np.float32)
        print(folio, transcribe_folio(params, images).tolist())


if __name__ == "__main__":
    main()
