from typing import Callable

import numpy as np
import equinox as eqx
import jax
import jax.numpy as jnp


def shifted_softplus(h):
    return jax.nn.softplus(h) - jnp.log(2.0)


class ChillerSurrogate(eqx.Module):
    w1: jax.Array
    w2: jax.Array
    act: Callable = shifted_softplus

    def __call__(self, x):
        return self.act(x @ self.w1) @ self.w2


@eqx.filter_jit
def plant_kw(model, chw_setpoints, load, wet_bulb):
    ones = jnp.ones_like(chw_setpoints)
    feats = jnp.stack([chw_setpoints, ones * load, ones * wet_bulb], -1)
    return model(feats).squeeze(-1)


k1, k2 = jax.random.split(jax.random.PRNGKey(4))
weights = {"w1": jax.random.normal(k1, (3, 16)) * 0.2, "w2": jax.random.normal(k2, (16, 1)) * 0.2}
candidates = jnp.linspace(5.5, 9.0, 8)
rng = np.random.default_rng(0)
for hour in range(6):
    load, wb = float(rng.uniform(0.4, 1.0)), float(rng.uniform(15, 25))
    model = ChillerSurrogate(weights["w1"], weights["w2"])
    kw = plant_kw(model, candidates, jnp.float32(load), jnp.float32(wb))
    print(hour, float(candidates[jnp.argmin(kw)]))
