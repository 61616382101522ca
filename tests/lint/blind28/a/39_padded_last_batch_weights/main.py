import jax
import jax.numpy as jnp
import numpy as np
import optax

from batching import PaddedBatcher

tx = optax.rmsprop(1e-2)


@jax.jit
def visitor_count_step(params, opt_state, x, y, w):
    def loss(p):
        rate = jnp.exp(x @ p["w"] + p["b"])
        nll = rate - y * jnp.log(rate + 1e-8)
        return jnp.sum(nll * w) / jnp.sum(w)
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, l


def attraction_counts(n=1111, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 4)).astype(np.float32)
    y = rng.poisson(np.exp(1.0 + x @ np.array([0.4, -0.2, 0.1, 0.3]))).astype(np.float32)
    return x, y


def main():
    x, y = attraction_counts()
    params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for epoch in range(4):
        for xb, yb, w in PaddedBatcher(x, y, 100):
            params, opt_state, l = visitor_count_step(params, opt_state, xb, yb, w)
        print(epoch, float(l), np.round(np.asarray(params["w"]), 2))


if __name__ == "__main__":
    main()
