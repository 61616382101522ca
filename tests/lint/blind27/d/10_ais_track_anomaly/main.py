import jax
import jax.numpy as jnp
import numpy as np

from dataset import AisDataset


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w": jax.random.normal(k1, (4, 8)) * 0.5, "v": jax.random.normal(k2, (8,)) * 0.5}


@jax.jit
def track_anomaly(params, x, valid):
    h = jnp.tanh(x @ params["w"])
    step_score = (h @ params["v"]) ** 2
    return (step_score * valid).sum(1) / jnp.maximum(valid.sum(1), 1.0)


def main():
    ds = AisDataset(80)
    params = init(jax.random.PRNGKey(4))
    scores = [track_anomaly(params, x, v) for x, v in ds.batches(16)]
    s = jnp.concatenate(scores)
    print(s.shape, float(s.max()))


if __name__ == "__main__":
    main()
