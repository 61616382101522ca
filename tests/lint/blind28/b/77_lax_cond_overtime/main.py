import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def final_score_model(round_feats, went_to_overtime):
    base = jnp.tanh(round_feats).sum(0)
    return jax.lax.cond(went_to_overtime,
                        lambda b: b * 1.15 + 0.5,
                        lambda b: b,
                        base)


def main():
    rng = np.random.default_rng(2)
    totals = []
    for match in range(10):
        feats = rng.normal(size=(30, 2)).astype(np.float32)
        overtime = bool(rng.random() < 0.3)
        totals.append(np.asarray(final_score_model(feats, overtime)).round(2).tolist())
    print(totals[:3])


if __name__ == "__main__":
    main()
