from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from thresholds import ALERT, tooth_type


@partial(jax.jit, static_argnames=("kind",))
def bone_loss_ratio(cej, crest, apex, kind):
    ratio = jnp.clip((crest - cej) / (apex - cej), 0.0, 1.0)
    return ratio, ratio > ALERT[kind]


def main():
    rng = np.random.default_rng(0)
    for fdi in [11, 12, 13, 14, 15, 16, 17, 21, 23, 26]:
        cej = rng.uniform(0, 2, size=2).astype(np.float32)  # mesial/distal
        crest = cej + rng.uniform(1, 6, size=2).astype(np.float32)
        apex = cej + rng.uniform(12, 16, size=2).astype(np.float32)
        ratio, alert = bone_loss_ratio(cej, crest, apex, kind=tooth_type(fdi))
        print(fdi, tooth_type(fdi), np.round(np.asarray(ratio), 2), bool(alert.any()))


if __name__ == "__main__":
    main()
