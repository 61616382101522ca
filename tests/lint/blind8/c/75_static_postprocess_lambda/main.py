import jax
import jax.numpy as jnp
import numpy as np

from runtime import run_head

N_LABELS = 5


class Predictor:
    def __init__(self, w):
        self.w = w

    def predict(self, feats, mode="probs", top=3):
        if mode == "probs":
            post = lambda z: jax.nn.softmax(z, axis=-1)
        else:
            post = lambda z: jax.lax.top_k(z, top)[1]
        return run_head(self.w, feats, postprocess=post)


def main():
    rng = np.random.default_rng(0)
    pred = Predictor(jax.random.normal(jax.random.PRNGKey(0), (8, N_LABELS)))
    for i, mode in enumerate(["probs", "topk", "probs", "probs", "topk", "probs"]):
        out = pred.predict(rng.normal(size=(4, 8)).astype(np.float32), mode=mode)
        print(i, mode, np.asarray(out)[0])


if __name__ == "__main__":
    main()
