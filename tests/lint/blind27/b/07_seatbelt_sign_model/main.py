import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np


class CabinLoadModel(eqx.Module):
    lin: eqx.nn.Linear

    def __init__(self, key):
        self.lin = eqx.nn.Linear(3, 1, key=key)

    def __call__(self, x):
        return self.lin(x)[0]


@eqx.filter_jit
def seatbelt_minutes(model, speed, altitude, turbulence):
    x = jnp.stack([speed / 250.0, altitude / 40000.0, turbulence], axis=-1)
    return jax.vmap(model)(x)


def build_leg(rng, with_pirep):
    leg = {"speed": rng.uniform(220, 260, 16).astype(np.float32),
           "altitude": rng.uniform(30000, 39000, 16).astype(np.float32)}
    if with_pirep:
        leg["turbulence"] = rng.uniform(0, 1, 16).astype(np.float32)
    return leg


model = CabinLoadModel(jax.random.PRNGKey(0))
rng = np.random.default_rng(2)
for i in range(6):
    leg = build_leg(rng, with_pirep=(i % 2 == 0))
    turb = leg.get("turbulence", np.zeros(16, np.float32))
    out = seatbelt_minutes(model, leg["speed"], leg["altitude"], turb)
    print(i, f"{float(out.sum()):.3f}")
