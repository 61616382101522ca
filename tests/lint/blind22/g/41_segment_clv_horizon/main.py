import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from segments import SEGMENTS


class SpendModel(eqx.Module):
    linear: eqx.nn.Linear

    def __init__(self, key):
        self.linear = eqx.nn.Linear(4, "scalar", key=key)


@eqx.filter_jit
def expected_value(model, feats, churn, horizon_months):
    monthly = jax.nn.softplus(jax.vmap(model.linear)(feats))
    survival = (1.0 - churn) ** horizon_months
    annuity = (1.0 - survival) / churn
    return monthly * annuity


def main():
    model = SpendModel(jax.random.PRNGKey(0))
    rng = np.random.default_rng(0)
    for name, seg in SEGMENTS.items():
        feats = jnp.asarray(rng.normal(size=(50, 4)), jnp.float32)
        churn = jnp.float32(seg["churn"])
        clv = expected_value(model, feats, churn, seg["horizon_months"])
        print(name, round(float(clv.mean()), 3))


if __name__ == "__main__":
    main()
