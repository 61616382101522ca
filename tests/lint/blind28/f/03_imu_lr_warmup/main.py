import jax
import jax.numpy as jnp
import numpy as np

WINDOW = 50
CHANNELS = 6
GESTURES = 8


def synth_imu(n, seed=0):
    rng = np.random.default_rng(seed)
    y = rng.integers(0, GESTURES, size=n)
    t = np.linspace(0, 1, WINDOW)
    x = np.sin(2 * np.pi * (y[:, None, None] + 1) * t[None, :, None]) + 0.3 * rng.normal(size=(n, WINDOW, CHANNELS))
    return x.astype(np.float32), y.astype(np.int32)


def init(key):
    k1, k2 = jax.random.split(key)
    return {"conv": jax.random.normal(k1, (5, CHANNELS, 16)) * 0.1,
            "head": jax.random.normal(k2, (16, GESTURES)) * 0.1}


def logits_fn(p, x):
    h = jax.lax.conv_general_dilated(x, p["conv"], (1,), "SAME", dimension_numbers=("NWC", "WIO", "NWC"))
    return jax.nn.relu(h).mean(1) @ p["head"]


@jax.jit
def sgd_step(params, x, y, lr):
    def loss(p):
        lp = jax.nn.log_softmax(logits_fn(p, x))
        return -jnp.take_along_axis(lp, y[:, None], 1).mean()

    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda w, d: w - lr * d, params, g), l


def learning_rate(step, base=0.05, warmup=10, total=40):
    if step < warmup:
        return base * (step + 1) / warmup
    return base * 0.5 * (1 + np.cos(np.pi * (step - warmup) / (total - warmup)))


def main():
    x, y = synth_imu(256)
    params = init(jax.random.PRNGKey(0))
    for step in range(40):
        idx = np.arange(step * 32, step * 32 + 32) % len(x)
        params, l = sgd_step(params, x[idx], y[idx], learning_rate(step))
        if step % 10 == 0:
            print(step, float(l))


if __name__ == "__main__":
    main()
