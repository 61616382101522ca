import jax
import jax.numpy as jnp
import numpy as np

from data import traffic_batches
from shadow import golden_set


@jax.jit
def agreement(prod_w, shadow_w, batch):
    x, y = batch
    prod = (x @ prod_w) > 0
    shadow = (x @ shadow_w) > 0
    return jnp.mean(prod == shadow), jnp.mean(shadow == (y > 0.5))


def main():
    rng = np.random.default_rng(0)
    prod_w = jnp.ones(5)
    shadow_w = jnp.asarray(1.0 + 0.3 * rng.normal(size=5), jnp.float32)
    for batch in traffic_batches(rng, 3):
        agree, acc = agreement(prod_w, shadow_w, batch)
        print("traffic", round(float(agree), 3), round(float(acc), 3))
    agree, acc = agreement(prod_w, shadow_w, golden_set(rng))
    print("golden", round(float(agree), 3), round(float(acc), 3))


if __name__ == "__main__":
    main()
