import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import EMACallback

tx = optax.sgd(0.05)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        pred = jnp.tanh(x @ p["w1"]) @ p["w2"]
        return ((pred - y) ** 2).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    match_stats = rng.normal(size=(64, 4)).astype(np.float32)
    rating = rng.normal(size=(64, 1)).astype(np.float32)
    params = {"w1": jnp.asarray(rng.normal(size=(4, 8)) * 0.3, jnp.float32),
              "w2": jnp.asarray(rng.normal(size=(8, 1)) * 0.3, jnp.float32)}
    opt_state = tx.init(params)
    ema = EMACallback(params)
    for step in range(6):
        params, opt_state, loss = train_step(params, opt_state, match_stats, rating)
        ema.on_step_end(step, params)
    print(float(loss), float(ema.ema["w2"].sum()))


if __name__ == "__main__":
    main()
