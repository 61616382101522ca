import numpy as np
import jax.numpy as jnp

from encode import encode_batch, VARIETIES
from model import ripeness_projection


def main():
    rng = np.random.default_rng(0)
    w = jnp.asarray(rng.normal(0, 0.5, 4 + len(VARIETIES)), jnp.float32)
    for pick_day in range(6):
        k = 2 + pick_day % 4
        varieties = list(rng.choice(VARIETIES[:k], 20))
        numeric = rng.normal(0, 1, (20, 4)).astype(np.float32)
        s = np.asarray(ripeness_projection(encode_batch(varieties, numeric), w))
        print(f"day {pick_day}: {len(set(varieties))} varieties, ready blocks {int((s > 0.5).sum())}")


if __name__ == "__main__":
    main()
