import haiku as hk
import jax
import numpy as np

from service import PatternService, pattern_head

LABELS = ["none", "center", "edge-loc", "scratch"]


def main():
    init_net = hk.without_apply_rng(hk.transform(pattern_head))
    params = init_net.init(jax.random.PRNGKey(0), np.zeros((1, 24, 24), np.float32))
    svc = PatternService(params)
    rng = np.random.default_rng(0)
    for req in range(5):
        maps = (rng.random((8, 24, 24)) < 0.1).astype(np.float32)
        pred = svc.classify(maps)
        print(f"request {req}:", [LABELS[int(i)] for i in pred])


if __name__ == "__main__":
    main()
