import numpy as np
import jax

from inference import BatchServer


def load_params(seed=0, d_in=12, d_hidden=24, n_classes=3):
    k1, k2 = jax.random.split(jax.random.PRNGKey(seed))
    return {"w_in": jax.random.normal(k1, (d_in, d_hidden)) * 0.2,
            "w_out": jax.random.normal(k2, (d_hidden, n_classes)) * 0.2}


def main():
    server = BatchServer(load_params())
    rng = np.random.default_rng(0)
    preds = []
    for tick in range(6):
        for _ in range(rng.integers(2, 8)):
            server.submit(rng.normal(size=12).astype(np.float32))
        probs = server.flush()
        preds.extend(np.asarray(probs).argmax(-1).tolist())
    print("served", len(preds), "requests; class histogram", np.bincount(preds, minlength=3))


if __name__ == "__main__":
    main()
