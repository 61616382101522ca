import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import GaugeCallback

# empirical OPC model: CD from kernel-convolved intensity features at each gauge
opt = optax.adam(0.02)


@jax.jit
def opc_fit_step(params, opt_state, x, cd):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - cd) ** 2))(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def gauges(n, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 6)).astype(np.float32)
    cd = (40 + x @ np.array([3.0, -1.0, 0.5, 0.0, 1.2, -0.4]) + rng.normal(0, 0.3, n)).astype(np.float32)
    return x, cd


def main():
    xtr, cdtr = gauges(200, 0)
    callbacks = [GaugeCallback("1D_pitch", *gauges(40, 1), every=10),
                 GaugeCallback("2D_line_end", *gauges(40, 2), every=25)]
    params = {"w": jnp.zeros(6), "b": jnp.float32(40.0)}
    opt_state = opt.init(params)
    for step in range(100):
        params, opt_state, loss = opc_fit_step(params, opt_state, xtr, cdtr)
        for cb in callbacks:
            cb(step, params)
    for cb in callbacks:
        print(f"{cb.name}: rms history {np.round(cb.history, 2).tolist()}")


if __name__ == "__main__":
    main()
