import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import PlateauMonitor

opt = optax.sgd(0.1)


@jax.jit
def vessel_step(w, opt_state, x, y):
    def loss(w):
        return optax.sigmoid_binary_cross_entropy(x @ w, y).mean()

    l, g = jax.value_and_grad(loss)(w)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(w, u), opt_state, l


def main():
    rng = np.random.default_rng(0)
    # per-pixel Gabor/matched-filter responses -> vessel / background
    x = rng.normal(size=(256, 6)).astype(np.float32)
    y = (x[:, 0] - x[:, 2] > 0.3).astype(np.float32)
    w = jnp.zeros(6)
    opt_state = opt.init(w)
    mon = PlateauMonitor()
    for step in range(8):
        w, opt_state, l = vessel_step(w, opt_state, x, y)
        mon.on_step_end(step, l)
    print([round(s, 4) for s in mon.slopes])


if __name__ == "__main__":
    main()
