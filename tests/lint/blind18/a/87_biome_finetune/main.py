import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import make_optimizer, restart_moments

tx = make_optimizer(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        pred = x @ p["w"] + p["b"]
        return jnp.mean((pred - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    # regress canopy height from 6 spectral/texture features, one region per stage
    params = {"w": jnp.zeros((6,)), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for stage, region in enumerate(["boreal", "temperate", "tropical"]):
        if stage > 0:
            opt_state = restart_moments(opt_state)
        for _ in range(3):
            x = jnp.asarray(rng.normal(size=(64, 6)).astype(np.float32))
            y = x @ jnp.arange(1.0, 7.0) + 0.1 * stage
            params, opt_state, loss = train_step(params, opt_state, x, y)
        print(f"{region:10s} mse {float(loss):.4f}")


if __name__ == "__main__":
    main()
