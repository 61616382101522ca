import numpy as np
import jax
import jax.numpy as jnp
import optax

from ckpt import MemoryCheckpointer

opt = optax.adam(1e-2)


@jax.jit
def temper_step(params, opt_state, x, y):
    """Predicts temper index of dark chocolate from cooling-curve features."""
    def loss_fn(p):
        return jnp.mean((jnp.tanh(x @ p["w1"]) @ p["w2"] - y) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 6)).astype(np.float32)
    y = (np.tanh(x[:, 0] - 0.5 * x[:, 3])).astype(np.float32)
    params = {"w1": jnp.asarray(rng.normal(size=(6, 10)) * 0.3, dtype=jnp.float32),
              "w2": jnp.asarray(rng.normal(size=10) * 0.3, dtype=jnp.float32)}
    opt_state = opt.init(params)
    ck = MemoryCheckpointer()
    for step in range(20):
        params, opt_state, loss = temper_step(params, opt_state, x, y)
    ck.save("temper", (params, opt_state))
    print("saved at loss", float(loss))
    params, opt_state = ck.restore("temper")
    for step in range(20):
        params, opt_state, loss = temper_step(params, opt_state, x, y)
    print("resumed to loss", float(loss))


if __name__ == "__main__":
    main()
