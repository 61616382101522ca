import numpy as np
import jax

from recognizer import init_recognizer
from service import TranscriptionService


def main():
    rng = np.random.default_rng(6)
    svc = TranscriptionService(init_recognizer(jax.random.PRNGKey(6)))
    for i in range(12):
        img = rng.random((16, 48)).astype(np.float32)
        if i % 5 == 4:
            codes = svc.urgent(img)
            print("urgent", i, codes[:6].tolist())
        else:
            out = svc.submit(img)
            if out is not None:
                print("batch", i, out.shape)


if __name__ == "__main__":
    main()
