import jax
import jax.numpy as jnp
import numpy as np

from checkpoint import save, restore


@jax.jit
def fault_update(params, x, y):
    def loss(p):
        z = x @ p["w"] + p["bias"]
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    g = jax.grad(loss)(params)
    return {k: params[k] - 0.3 * g[k] for k in params}


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(200, 6)).astype(np.float32)
    y = (x[:, 0] - x[:, 2] > 0.3).astype(np.float32)
    params = {"w": jnp.zeros(6), "bias": jnp.zeros(())}
    for step in range(10):
        params = fault_update(params, x, y)
        if step == 4:
            params = restore(save(params))
    print(np.round(np.asarray(params["w"]), 3), float(params["bias"]))


if __name__ == "__main__":
    main()
