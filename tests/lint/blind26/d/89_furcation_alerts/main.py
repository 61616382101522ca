import jax
import jax.numpy as jnp
import numpy as np

from thresholds import ALERT, TYPES, type_index


@jax.jit
def furcation_risk(cej, crest, apex, kind_idx, table):
    ratio = jnp.clip((crest - cej) / (apex - cej), 0.0, 1.0)
    return ratio, ratio > table[kind_idx]


def main():
    rng = np.random.default_rng(0)
    table = jnp.asarray(ALERT)
    for fdi in [31, 32, 33, 34, 35, 36, 37, 41, 43, 46]:
        cej = rng.uniform(0, 2, size=2).astype(np.float32)
        crest = cej + rng.uniform(1, 6, size=2).astype(np.float32)
        apex = cej + rng.uniform(12, 16, size=2).astype(np.float32)
        k = type_index(fdi)
        ratio, alert = furcation_risk(cej, crest, apex, k, table)
        print(fdi, TYPES[k], np.round(np.asarray(ratio), 2), bool(alert.any()))


if __name__ == "__main__":
    main()
