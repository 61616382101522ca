import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from fit import opt, sliding_step
from model import SlidingLaw

rng = np.random.default_rng(0)
tau_b = jnp.asarray(rng.uniform(5e4, 2e5, 200), jnp.float32)
n_eff = jnp.asarray(rng.uniform(1e5, 3e6, 200), jnp.float32)
u_obs = jnp.asarray((tau_b / 1.2e5) ** 3 * 100.0 * np.exp(-n_eff / 3e6), jnp.float32)
mlp = eqx.nn.MLP(2, 1, 16, 2, key=jax.random.PRNGKey(0))
# L-curve style scan over the Weertman friction coefficient
for friction in [6e4, 8e4, 1e5, 1.2e5]:
    law = SlidingLaw(mlp, friction)
    opt_state = opt.init(eqx.filter(law, eqx.is_array))
    for _ in range(15):
        law, opt_state, val = sliding_step(law, opt_state, tau_b, n_eff, u_obs)
    print(f"C={friction:.0e}: misfit {float(val):.4f}")
