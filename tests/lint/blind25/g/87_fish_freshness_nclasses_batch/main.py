import numpy as np
import jax.numpy as jnp

from losses import freshness_step

GRADES = ["E", "A", "B", "unfit"]   # EU freshness categories


def main():
    rng = np.random.default_rng(5)
    # K-value, TVB-N, eye clarity, gill colour, texture ... from inspection
    x = rng.normal(size=(96, 8)).astype(np.float32)
    labels = np.clip((x[:, 0] * 1.2 + 1.5).round(), 0, 3).astype(np.int32)
    w = jnp.zeros((8, len(GRADES)))
    for epoch in range(3):
        for i in range(0, 96, 16):
            yb = labels[i:i + 16]
            w, loss = freshness_step(w, x[i:i + 16], yb, n_classes=int(yb.max()) + 1)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
