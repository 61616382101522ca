import jax
import numpy as np

from handler import MODEL_CONFIG, Handler
from model import build_model


def main():
    params = build_model(MODEL_CONFIG).init(jax.random.PRNGKey(0), np.zeros((1, 8), np.int32))
    handler = Handler(params)
    texts = ["you are great", "this is awful and you know it", "hello", "thanks for the help",
             "go away", "this is a much longer message that keeps going on and on about nothing much"]
    for text in texts:
        print(f"{text[:30]!r:33} {handler(text)}")


if __name__ == "__main__":
    main()
