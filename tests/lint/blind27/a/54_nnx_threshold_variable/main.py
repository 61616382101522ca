import numpy as np
import jax.numpy as jnp
from flax import nnx

from model import ReferralModel


@nnx.jit
def refer_claims(model, claims):
    return model(claims)


def main():
    rng = np.random.default_rng(122)
    model = ReferralModel(10, nnx.Rngs(4))
    for day in range(6):
        claims = jnp.asarray(rng.normal(size=(300, 10)), jnp.float32)
        p, refer = refer_claims(model, claims)
        model.cutoff.value = jnp.quantile(p, 0.8)
        print(day, round(float(refer.mean()), 3), round(float(model.cutoff.value), 4))


if __name__ == "__main__":
    main()
