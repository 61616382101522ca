import jax
import jax.numpy as jnp
import numpy as np

from survival import get_fn


def make_cohort(rng, n, d):
    x = rng.normal(size=(n, d)).astype(np.float32)
    time = rng.exponential(5.0, size=n).astype(np.float32)
    event = (rng.random(n) < 0.7).astype(np.float32)
    return x, time, event


def main():
    rng = np.random.default_rng(0)
    train = make_cohort(rng, 128, 6)
    valid = make_cohort(rng, 64, 6)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (6, 16)) * 0.1, "b1": jnp.zeros(16),
              "w2": jax.random.normal(k2, (16,)) * 0.1}
    for epoch in range(4):
        for _ in range(3):
            loss, grads = get_fn("grad")(params, *train)
            params = jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, grads)
        val = get_fn("eval")(params, *valid)
        print(f"epoch {epoch} train {float(loss):.3f} valid {float(val):.3f}")


if __name__ == "__main__":
    main()
