import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import LightResponse
from train import optim, update


def proton_data(n=128, seed=0):
    rng = np.random.default_rng(seed)
    e = rng.uniform(0.5, 10.0, n).astype(np.float32)
    dedx = (80.0 / e ** 0.8).astype(np.float32)
    light = e / (1 + 0.011 * dedx) + rng.normal(0, 0.02, n).astype(np.float32)
    return jnp.asarray(dedx), jnp.asarray(e), jnp.asarray(light)


def main():
    dedx, e, light = proton_data()
    model = LightResponse(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    # refine the Birks constant on a coarse grid while fitting the correction net
    for kb in [0.0126, 0.0118, 0.0110]:
        model = eqx.tree_at(lambda m: m.birks_kb, model, kb)
        for step in range(20):
            model, opt_state, loss = update(model, opt_state, dedx, e, light)
        print(f"kB={kb:.4f}  loss={float(loss):.5f}")


if __name__ == "__main__":
    main()
