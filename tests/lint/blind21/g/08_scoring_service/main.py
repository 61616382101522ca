import jax
import jax.numpy as jnp
import numpy as np

from scoring import UpliftScorer


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"w1": 0.3 * jax.random.normal(k1, (6, 8)),
              "w_t": jax.random.normal(k2, (8,)),
              "w_c": jax.random.normal(k3, (8,))}
    scorer = UpliftScorer(params)
    rng = np.random.default_rng(261)
    for batch in range(4):
        x = jnp.asarray(rng.normal(size=(128, 6)), jnp.float32)
        s = scorer.score(x)
        top = int(jnp.sum(s > jnp.quantile(s, 0.9)))
        print(f"batch {batch}: mean uplift={float(s.mean()):+.3f} targeted={top}")


if __name__ == "__main__":
    main()
