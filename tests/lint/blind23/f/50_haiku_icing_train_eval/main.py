import numpy as np
import jax
import jax.numpy as jnp

from net import icing
from runner import opt, run_epoch


def pilot_reports(n, seed):
    # SAT [C], liquid water content [g/m3], droplet size [um], airspeed [kt]
    rng = np.random.default_rng(seed)
    x = np.stack([rng.uniform(-30, 5, n), rng.uniform(0, 1, n), rng.uniform(10, 50, n), rng.uniform(120, 250, n)], 1)
    y = ((x[:, 0] < 0) & (x[:, 0] > -20) & (x[:, 1] > 0.3)).astype(np.float32)
    x = (x - x.mean(0)) / x.std(0)
    return jnp.asarray(x, jnp.float32), jnp.asarray(y)


def main():
    xtr, ytr = pilot_reports(400, 0)
    xva, yva = pilot_reports(200, 1)
    rng = jax.random.PRNGKey(0)
    params = icing.init(rng, xtr[:1], True)
    opt_state = opt.init(params)
    for epoch in range(4):
        params, opt_state, rng, tr = run_epoch(params, opt_state, rng, xtr, ytr, True)
        _, _, rng, va = run_epoch(params, opt_state, rng, xva, yva, False)
        print(epoch, round(tr, 4), round(va, 4))


if __name__ == "__main__":
    main()
