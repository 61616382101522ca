import jax
import jax.numpy as jnp
import numpy as np
import optax

from ema import EMATracker

tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, ema_params, x, y, decay):
    def loss_fn(p):
        return jnp.mean((jnp.tanh(x @ p["w"]) @ p["v"] - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    params = optax.apply_updates(params, updates)
    if ema_params is None:
        ema_params = params
    else:
        ema_params = jax.tree.map(lambda e, p: decay * e + (1 - decay) * p, ema_params, params)
    return params, opt_state, ema_params, loss


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.asarray(rng.normal(size=(4, 8)).astype(np.float32)),
              "v": jnp.asarray(rng.normal(size=(8, 1)).astype(np.float32) * 0.1)}
    opt_state = tx.init(params)
    ema = EMATracker()
    decay = jnp.float32(ema.decay)
    for step in range(8):
        x = rng.normal(size=(16, 4)).astype(np.float32)
        y = x[:, :1] ** 2
        ema_in = ema.state() if ema.ready(step) else None
        params, opt_state, ema_params, loss = train_step(params, opt_state, ema_in, x, y, decay)
        ema.set(ema_params)
    print(float(loss))


if __name__ == "__main__":
    main()
