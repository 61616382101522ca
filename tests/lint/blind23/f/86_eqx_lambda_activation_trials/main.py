import numpy as np
import equinox as eqx
import jax
import jax.numpy as jnp

from fit import opt, hinge_step
from models import build_model


def hinge_moment_data(n=256, seed=0):
    # deflection, alpha, Mach, dynamic pressure -> control surface hinge moment
    rng = np.random.default_rng(seed)
    x = rng.uniform(-1, 1, (n, 4)).astype(np.float32)
    y = (-0.4 * x[:, 0] - 0.2 * x[:, 1] + 0.1 * x[:, 2] * x[:, 0]) * (1 + 0.5 * x[:, 3])
    return jnp.asarray(x), jnp.asarray(y.astype(np.float32))


def main():
    x, y = hinge_moment_data()
    for seed in range(4):
        model = build_model(jax.random.PRNGKey(seed), 32)
        opt_state = opt.init(eqx.filter(model, eqx.is_array))
        for _ in range(30):
            model, opt_state, loss = hinge_step(model, opt_state, x, y)
        print(seed, float(loss))


if __name__ == "__main__":
    main()
