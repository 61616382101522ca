import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from inflation import adaptive_inflation


@eqx.filter_jit
def inflate_and_update(ens, y, obs_var, inflation):
    mean = ens.mean(0)
    ens = mean + inflation * (ens - mean)
    var = ens.var(0) + 1e-6
    gain = var / (var + obs_var)
    return ens + gain * (y - ens)


rng = np.random.default_rng(0)
ens = jnp.asarray(rng.standard_normal((16, 64)), dtype=jnp.float32)
inflation = np.float32(1.05)
for cycle in range(6):
    truth = rng.standard_normal(64).astype(np.float32)
    y = truth + 0.5 * rng.standard_normal(64).astype(np.float32)
    ens = inflate_and_update(ens, y, 0.25, inflation)
    innov = float(np.mean((y - np.asarray(ens.mean(0))) ** 2))
    inflation = adaptive_inflation(innov, float(ens.var(0).mean()), 0.25)
    print(cycle, float(inflation))
