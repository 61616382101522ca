import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def comeback_bonus(gold_diff_curve, trailing_at_20):
    swing = gold_diff_curve[-1] - gold_diff_curve.min()
    return jnp.where(trailing_at_20, swing * 1.5, swing)


def trailing_flag(curve, annotated):
    if annotated is not None:
        return annotated
    return curve[20] < 0


def main():
    rng = np.random.default_rng(9)
    out = []
    for game in range(8):
        curve = np.cumsum(rng.normal(0, 800, size=35)).astype(np.float32)
        annotated = bool(game % 3 == 0) if game < 4 else None
        out.append(float(comeback_bonus(curve, trailing_flag(curve, annotated))))
    print(np.round(out, 0))


if __name__ == "__main__":
    main()
