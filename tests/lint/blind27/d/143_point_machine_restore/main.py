import jax
import jax.numpy as jnp
import numpy as np

from ckpt import save, restore


@jax.jit
def switch_update(params, x, y):
    def loss(p):
        z = x @ p["w"] + p["bias"]
        return jnp.mean(jnp.logaddexp(0.0, z) - y * z)
    g = jax.grad(loss)(params)
    return {k: params[k] - 0.3 * g[k] for k in params}


def main():
    rng = np.random.default_rng(0)
    # motor current, throw time, temperature, humidity, days since service, heater state
    x = rng.normal(size=(200, 6)).astype(np.float32)
    y = (x[:, 1] + x[:, 4] > 0.5).astype(np.float32)
    params = {"w": jnp.zeros(6), "bias": jnp.zeros(())}
    for step in range(10):
        params = switch_update(params, x, y)
        if step == 4:
            params = restore(save(params))
    print(np.round(np.asarray(params["w"]), 3), float(params["bias"]))


if __name__ == "__main__":
    main()
