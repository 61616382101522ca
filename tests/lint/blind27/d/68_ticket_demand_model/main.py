import jax
import jax.numpy as jnp
import numpy as np
import optax

from batching import padded_batches

tx = optax.adam(1e-2)


@jax.jit
def demand_step(params, opt_state, x, y, w):
    def loss(p):
        pred = jnp.exp(x @ p["w"] + p["b"])
        nll = pred - y * jnp.log(pred + 1e-6)
        return jnp.sum(nll * w) / jnp.sum(w)
    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, l


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(290, 4)).astype(np.float32)
    y = rng.poisson(np.exp(1 + 0.4 * x[:, 0])).astype(np.float32)
    params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for epoch in range(4):
        for xb, yb, wb in padded_batches(x, y, 64, rng):
            params, opt_state, l = demand_step(params, opt_state, xb, yb, wb)
        print(epoch, float(l))


if __name__ == "__main__":
    main()
