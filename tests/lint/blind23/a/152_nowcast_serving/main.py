import jax
import numpy as np

from serving import nowcast_head, prepare, to_serving


def main():
    rng = np.random.default_rng(0)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = to_serving({"w1": 0.2 * jax.random.normal(k1, (12, 32)), "w2": 0.2 * jax.random.normal(k2, (32, 1))})
    for request in range(6):
        feats = rng.normal(size=(64, 12)).astype(np.float32)
        # high-impact requests skip the reduced-precision path
        low_precision = request % 3 != 0
        out = nowcast_head(params, prepare(feats, low_precision))
        print(request, low_precision, float(out.mean()))


if __name__ == "__main__":
    main()
