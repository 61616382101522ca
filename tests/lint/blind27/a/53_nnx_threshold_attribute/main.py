import numpy as np
import jax.numpy as jnp
from flax import nnx

from model import TriageModel


@nnx.jit
def triage(model, claims):
    return model(claims)


def main():
    rng = np.random.default_rng(121)
    model = TriageModel(10, nnx.Rngs(3))
    target_referral_rate = 0.2
    for day in range(6):
        claims = jnp.asarray(rng.normal(size=(300, 10)), jnp.float32)
        p, refer = triage(model, claims)
        rate = float(refer.mean())
        # keep the referral volume near the team's capacity
        model.refer_threshold = float(np.quantile(np.asarray(p), 1 - target_referral_rate))
        print(day, round(rate, 3), round(model.refer_threshold, 4))


if __name__ == "__main__":
    main()
