import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np
import optax


def forward(x):
    core = hk.GRU(24)
    batch = x.shape[0]
    outs, _ = hk.dynamic_unroll(core, jnp.swapaxes(x, 0, 1), core.initial_state(batch))
    return hk.Linear(1)(outs[-1])[:, 0]


net = hk.without_apply_rng(hk.transform(forward))
opt = optax.adam(3e-3)


def make_windows(series, target, lookback):
    idx = np.arange(lookback, len(series))
    x = np.stack([series[i - lookback:i] for i in idx])
    return x, target[idx]


@jax.jit
def sgd_step(params, state, x, y):
    def loss(p):
        return jnp.mean((net.apply(p, x) - y) ** 2)

    l, g = jax.value_and_grad(loss)(params)
    u, state = opt.update(g, state)
    return optax.apply_updates(params, u), state, l


def main():
    rng = np.random.default_rng(3)
    n = 140
    forcing = rng.normal(size=(n, 3)).astype(np.float32)
    flow = np.convolve(forcing[:, 0], np.exp(-np.arange(10) / 3.0), mode="full")[:n].astype(np.float32)
    x0, _ = make_windows(forcing, flow, 7)
    params = net.init(jax.random.PRNGKey(0), x0[:2])
    state = opt.init(params)
    # curriculum: gradually lengthen the input memory
    for lookback in [7, 7, 14, 14, 28]:
        x, y = make_windows(forcing, flow, lookback)
        x, y = x[-96:], y[-96:]
        params, state, l = sgd_step(params, state, x, y)
        print(f"lookback {lookback}: loss {float(l):.4f}")


if __name__ == "__main__":
    main()
