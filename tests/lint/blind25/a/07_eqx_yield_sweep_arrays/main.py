import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import YieldMLP
from train import fit_step, OPT


def synthetic_trials(seed=0, n=96):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 6)).astype(np.float32)
    y = (1.5 * x[:, 0] - 0.7 * x[:, 2] + 0.3 * x[:, 4] ** 2).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


def main():
    x, y = synthetic_trials()
    for l2 in [1e-4, 1e-3, 1e-2]:
        for lr_scale in [0.5, 1.0]:
            model = YieldMLP(jax.random.PRNGKey(0))
            opt_state = OPT.init(eqx.filter(model, eqx.is_array))
            l2_arr = jnp.asarray(l2, jnp.float32)
            scale_arr = jnp.asarray(lr_scale, jnp.float32)
            for _ in range(20):
                model, opt_state, loss = fit_step(model, opt_state, x, y, l2_arr, scale_arr)
            print(f"l2={l2:g} scale={lr_scale}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
