import jax
import jax.numpy as jnp
import numpy as np
import optax

from weighting import propensity_weights

tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y, weights):
    def loss_fn(p):
        err = (x @ p["w"] + p["b"] - y) ** 2
        return jnp.sum(weights * err) / jnp.sum(weights)

    loss, g = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 5)).astype(np.float32)
    y = np.log1p(rng.gamma(2, 40, 128)).astype(np.float32)
    params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    seen = None
    for epoch in range(4):
        weights = propensity_weights(x, seen)
        params, opt_state, loss = train_step(params, opt_state, x, y, weights)
        seen = np.ones(len(x), bool)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
