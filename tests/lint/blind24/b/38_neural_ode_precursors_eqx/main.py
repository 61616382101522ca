import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from train import fit_step, optimizer
from model import PrecursorField

T1, DT0 = 2.0, 0.05


def reference_batch(rng, n=16):
    rho = rng.uniform(-0.002, 0.002, n).astype(np.float32)
    t = np.linspace(0, T1, 20)
    n_t = np.exp(np.outer(rho * 50, t))
    c_t = 1 + 0.5 * (n_t - 1)
    y = np.stack([n_t, c_t], -1).astype(np.float32)
    return jnp.ones((n, 2)), jnp.asarray(rho), jnp.asarray(y)


def main():
    rng = np.random.default_rng(0)
    field = PrecursorField(jax.random.PRNGKey(0))
    opt_state = optimizer.init(eqx.filter(field, eqx.is_array))
    for step in range(6):
        y0, rho, target = reference_batch(rng)
        field, opt_state, loss = fit_step(field, opt_state, y0, rho, target, T1, DT0)
        print(step, float(loss))


if __name__ == "__main__":
    main()
