import jax
import jax.numpy as jnp
import numpy as np

from sources import from_pms, from_channel_manager

WEIGHTS = {"lead_time": 1.4, "adr": 0.6, "los": -0.8}


@jax.jit
def cancel_risk(feats, weights):
    z = sum(weights[k] * feats[k] for k in sorted(feats))
    return jax.nn.sigmoid(z - 0.5)


def main():
    rng = np.random.default_rng(0)
    w = {k: jnp.float32(v) for k, v in WEIGHTS.items()}
    for day in range(6):
        src = from_pms if day % 2 == 0 else from_channel_manager
        risk = cancel_risk(src(rng, 150), w)
        print(day, src.__name__, round(float(risk.mean()), 4))


if __name__ == "__main__":
    main()
