import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np
import optax

from dataset import WindowDataset


def lstm_forward(x):
    core = hk.LSTM(20)
    outs, _ = hk.dynamic_unroll(core, jnp.swapaxes(x, 0, 1), core.initial_state(x.shape[0]))
    return hk.Linear(1)(outs[-1])[:, 0]


net = hk.without_apply_rng(hk.transform(lstm_forward))
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(2e-3))


@jax.jit
def lstm_update(params, state, x, y):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((net.apply(p, x) - y) ** 2))(params)
    u, state = tx.update(g, state)
    return optax.apply_updates(params, u), state, loss


def main():
    rng = np.random.default_rng(0)
    forcing = rng.normal(size=(400, 3)).astype(np.float32)
    flow = np.convolve(np.maximum(forcing[:, 0], 0), np.exp(-np.arange(15) / 4), "full")[:400].astype(np.float32)
    ds = WindowDataset(forcing, flow, seq_len=30)
    params = net.init(jax.random.PRNGKey(0), forcing[None, :30])
    state = tx.init(params)
    for epoch in range(2):
        for x, y in ds.epoch(32, rng):
            params, state, loss = lstm_update(params, state, x, y)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
