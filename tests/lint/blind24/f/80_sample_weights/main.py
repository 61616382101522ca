import numpy as np
import jax
import jax.numpy as jnp
import optax

from data import mixed_epoch

tx = optax.adam(2e-2)


@jax.jit
def calibration_step(params, state, x, y, weight):
    def loss_fn(p):
        r = x @ p["w"] + p["b"] - y
        if weight is None:
            return jnp.mean(r ** 2)
        return jnp.sum(weight * r ** 2) / jnp.sum(weight)

    loss, g = jax.value_and_grad(loss_fn)(params)
    u, state = tx.update(g, state)
    return optax.apply_updates(params, u), state, loss


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    state = tx.init(params)
    for epoch in range(10):
        for x, y, w in mixed_epoch(rng):
            params, state, loss = calibration_step(params, state, x, y, w)
        if epoch % 3 == 0:
            print(f"epoch {epoch}: log10 N coefficients {np.round(np.asarray(params['w']), 3)}, b {float(params['b']):.3f}")


if __name__ == "__main__":
    main()
