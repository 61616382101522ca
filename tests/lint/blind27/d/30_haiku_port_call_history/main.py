import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np

from buckets import pad_to_bucket


def history_model(calls, mask):
    h = hk.nets.MLP([32, 16])(calls)
    pooled = (h * mask[:, None]).sum(0) / jnp.maximum(mask.sum(), 1.0)
    return hk.Linear(1)(pooled)[0]


model = hk.without_apply_rng(hk.transform(history_model))


@jax.jit
def score_history(params, calls, mask):
    return model.apply(params, calls, mask)


def main():
    rng = np.random.default_rng(6)
    x0, m0 = pad_to_bucket(np.zeros((3, 6), np.float32))
    params = model.init(jax.random.PRNGKey(0), x0, m0)
    for i in range(10):
        n_calls = int(rng.integers(2, 17))
        calls = rng.normal(size=(n_calls, 6)).astype(np.float32)
        x, m = pad_to_bucket(calls)
        print(f"IMO{9400000 + i}", n_calls, x.shape[0], round(float(score_history(params, x, m)), 3))


if __name__ == "__main__":
    main()
