import jax
import numpy as np

from handler import MODEL_CONFIG, SEQ, handle_request
from model import build_model


def main():
    params = build_model(MODEL_CONFIG).init(jax.random.PRNGKey(0), np.zeros((1, SEQ), np.int32))
    for text in ["you are great", "this is awful and you know it", "hello", "thanks for the help", "go away"]:
        print(f"{text!r:35} {handle_request(params, text)}")


if __name__ == "__main__":
    main()
