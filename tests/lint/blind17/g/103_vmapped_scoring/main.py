import jax
import jax.numpy as jnp
import numpy as np

from scoring import score_partition


def init_params(key, d=7, h=16):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (d, h)) * 0.2, "b1": jnp.zeros(h),
            "w2": jax.random.normal(k2, (h, 1)) * 0.2}


def main():
    rng = np.random.default_rng(0)
    params = init_params(jax.random.PRNGKey(0))
    for partition in range(5):
        rows = rng.normal(size=(64, 7)).astype(np.float32)
        scores = score_partition(params, rows)
        print(partition, round(float(jnp.mean(scores)), 4))


if __name__ == "__main__":
    main()
