from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_suppliers",))
def supplier_aflatoxin_means(levels, supplier_idx, n_suppliers):
    total = jax.ops.segment_sum(levels, supplier_idx, num_segments=n_suppliers)
    count = jax.ops.segment_sum(jnp.ones_like(levels), supplier_idx, num_segments=n_suppliers)
    return total / jnp.maximum(count, 1.0)


def main():
    rng = np.random.default_rng(0)
    for week in range(6):
        suppliers = rng.choice(["GH-01", "GH-02", "CI-07", "NG-03", "TG-11"], size=12, p=[0.45, 0.3, 0.19, 0.04, 0.02])
        names, idx = np.unique(suppliers, return_inverse=True)
        levels = rng.lognormal(mean=1.0, sigma=0.6, size=12).astype(np.float32)  # ug/kg in peanut lots
        means = supplier_aflatoxin_means(levels, idx.astype(np.int32), n_suppliers=len(names))
        worst = names[int(jnp.argmax(means))]
        print(f"week {week}: {len(names)} suppliers, highest mean {float(means.max()):.1f} ug/kg ({worst})")


if __name__ == "__main__":
    main()
