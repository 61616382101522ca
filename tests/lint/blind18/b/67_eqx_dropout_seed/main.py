import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from net import DescriptorRegressor
from train import make_step, optim


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(64, 24)), jnp.float32)   # e.g. Coulomb-matrix eigenvalues
    y = jnp.asarray(x[:, :3].sum(1), jnp.float32)             # atomization energy proxy
    model = DescriptorRegressor(24, jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    step = 0
    for epoch in range(2):
        for i in range(0, 64, 16):
            model, opt_state, loss = make_step(model, opt_state, x[i:i + 16], y[i:i + 16], step)
            step += 1
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
