import jax
import jax.numpy as jnp
import numpy as np
import optax

from windows import WindowStore

tx = optax.adam(1e-2)


def reconstruct(params, x, mask):
    h = jnp.tanh((x * mask) @ params["enc"])
    return h @ params["dec"]


@jax.jit
def step(params, opt_state, batch):
    x, mask = batch

    def loss_fn(p):
        return jnp.sum(((reconstruct(p, x, mask) - x) * (1 - mask)) ** 2) / jnp.maximum(jnp.sum(1 - mask), 1.0)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    t = np.arange(640)
    series = {f"s{i}": np.sin(2 * np.pi * t / (20 + 5 * i)) + 0.05 * rng.standard_normal(t.size) for i in range(3)}
    store = WindowStore(series)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"enc": 0.1 * jax.random.normal(k1, (32, 8)), "dec": 0.1 * jax.random.normal(k2, (8, 32))}
    opt_state = tx.init(params)
    for epoch in range(3):
        for sensor in series:
            params, opt_state, loss = step(params, opt_state, store.get(sensor))
        print(f"epoch {epoch} imputation loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
