from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


def cut_test_scores(weights, bias, beans):
    # cut-test features: slaty, purple, brown fraction, mould, insect, germinated
    z = beans @ weights + bias
    return jax.nn.sigmoid(z)


class CocoaGrader:
    def __init__(self, key):
        self.weights = jax.random.normal(key, (6,)) * 0.5
        self.bias = jnp.float32(-0.2)
        self._score = jax.jit(partial(cut_test_scores, self.weights, self.bias))

    def grade(self, beans):
        p = self._score(beans)
        return np.where(np.asarray(p) > 0.5, "Grade I", "Grade II")


def main():
    grader = CocoaGrader(jax.random.PRNGKey(11))
    rng = np.random.default_rng(0)
    for shipment in range(5):
        beans = rng.uniform(0, 1, size=(300, 6)).astype(np.float32)
        labels = grader.grade(beans)
        print(f"shipment {shipment}: {np.mean(labels == 'Grade I'):.2%} Grade I")


if __name__ == "__main__":
    main()
