import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import net, sgd_update


def detector_data(seed=0):
    rng = np.random.default_rng(seed)
    # log10 photon energy (keV), source-detector distance (cm)
    e = rng.uniform(1.5, 3.3, 256)
    d = rng.uniform(5, 25, 256)
    eff = 0.9 * np.exp(-((e - 2.0) ** 2) / 0.5) * (5 / d) ** 2
    x = np.stack([e - 2.4, (d - 15) / 6], 1).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(eff.astype(np.float32))


def run_trial(lr, x, y, steps=50):
    params = net.init(jax.random.PRNGKey(0), x[:1])
    tx = optax.adam(lr)
    opt_state = tx.init(params)
    for _ in range(steps):
        params, opt_state, loss = sgd_update(params, opt_state, x, y, tx=tx)
    return float(loss)
