import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import CURRICULUM, N_FEATS
from data import replay_windows

tx = optax.adam(1e-2)


@jax.jit
def teamfight_step(params, opt_state, x, y):
    def loss_fn(p):
        def cell(h, xt):
            h = jnp.tanh(xt @ p["wx"] + h @ p["wh"])
            return h, None
        h, _ = jax.lax.scan(cell, jnp.zeros((x.shape[0], 16)), jnp.swapaxes(x, 0, 1))
        return optax.sigmoid_binary_cross_entropy(h @ p["wo"], y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    k = jax.random.split(jax.random.PRNGKey(0), 3)
    params = {"wx": jax.random.normal(k[0], (N_FEATS, 16)) * 0.3,
              "wh": jax.random.normal(k[1], (16, 16)) * 0.3,
              "wo": jax.random.normal(k[2], (16,)) * 0.3}
    opt_state = tx.init(params)
    for epoch, window in CURRICULUM.items():
        for _ in range(3):
            x, y = replay_windows(rng, 32, window)
            params, opt_state, loss = teamfight_step(params, opt_state, x, y)
        print(epoch, window, float(loss))


if __name__ == "__main__":
    main()
