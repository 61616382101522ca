import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import GroundwaterModel


@eqx.filter_jit
def calibrate_step(model, opt_state, h0, pumping, h_obs):
    def loss(m):
        h = h0
        for _ in range(10):
            h = m.step(h, pumping, 1.0)
        return jnp.mean((h - h_obs) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(model)
    upd, opt_state = opt.update(g, opt_state)
    return eqx.apply_updates(model, upd), opt_state, l


opt = optax.adam(0.05)


def main():
    rng = np.random.default_rng(151)
    h0 = jnp.full(60, 100.0)
    pumping = jnp.zeros(60).at[30].set(0.5)
    h_obs = h0 - 2.0 * jnp.exp(-((jnp.arange(60) - 30) / 6.0) ** 2)
    model = GroundwaterModel(log_k=jnp.full(60, 4.0, dtype=jnp.float32), storativity=jnp.array(0.1, dtype=jnp.float32))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for it in range(30):
        model, opt_state, l = calibrate_step(model, opt_state, h0, pumping, h_obs)
        if it % 10 == 0:
            print(f"iter {it}: head misfit {float(l):.4f} m2")


if __name__ == "__main__":
    main()
