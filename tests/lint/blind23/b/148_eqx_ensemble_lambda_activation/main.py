import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from ensemble import build_ensemble


@eqx.filter_jit
def member_predict(model, features):
    return jax.vmap(model)(features)[:, 0]


def main():
    rng = np.random.default_rng(0)
    # features: log PGA, log PGV, distance, vs30 (scaled) -> damage index
    feats = jnp.asarray(rng.standard_normal((50, 4)), jnp.float32)
    members = build_ensemble(5)
    preds = jnp.stack([member_predict(m, feats) for m in members])
    print("mean", float(preds.mean()), "spread", float(preds.std(axis=0).mean()))


if __name__ == "__main__":
    main()
