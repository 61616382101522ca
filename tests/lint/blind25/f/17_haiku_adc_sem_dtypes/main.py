import jax
import jax.numpy as jnp
import numpy as np

from io_sem import read_review_image
from model import CLASSES, net, classify_crops

TOOLS = ["SEMVision-G4", "eDR-7380", "eDR-5210", "SEMVision-G7"]


def main():
    params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 32, 32)))
    for tool in TOOLS:
        crops = np.stack([read_review_image(tool, i) for i in range(16)])
        probs = classify_crops(params, crops)
        top = np.bincount(np.asarray(probs.argmax(-1)), minlength=len(CLASSES))
        print(tool, dict(zip(CLASSES, top.tolist())))


if __name__ == "__main__":
    main()
