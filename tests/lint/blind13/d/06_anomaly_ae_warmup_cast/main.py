"""Window autoencoder for sensor anomaly detection with an annealed penalty weight."""
import jax
import jax.numpy as jnp
import numpy as np

from schedule import kl_weight

WINDOW, LATENT = 16, 4
ANNEAL = 3
EPOCHS = 7
LR = 0.02


def sliding_windows(x, size, stride):
    starts = range(0, len(x) - size + 1, stride)
    return np.stack([x[s:s + size] for s in starts])


def init(key):
    k1, k2 = jax.random.split(key)
    return {"enc": jax.random.normal(k1, (WINDOW, LATENT)) * 0.1,
            "dec": jax.random.normal(k2, (LATENT, WINDOW)) * 0.1}


def loss_fn(params, windows, beta):
    z = jnp.tanh(windows @ params["enc"])
    recon = z @ params["dec"]
    return jnp.mean((recon - windows) ** 2) + beta * jnp.mean(z ** 2)


@jax.jit
def train_step(params, windows, beta):
    loss, grads = jax.value_and_grad(loss_fn)(params, windows, beta)
    return jax.tree_util.tree_map(lambda p, g: p - LR * g, params, grads), loss


@jax.jit
def anomaly_scores(params, windows):
    recon = jnp.tanh(windows @ params["enc"]) @ params["dec"]
    return jnp.mean((recon - windows) ** 2, axis=-1)


def main():
    rng = np.random.default_rng(7)
    signal = np.sin(np.linspace(0, 40, 600)) + 0.05 * rng.normal(size=600)
    signal[420:430] += 2.0
    windows = jnp.asarray(sliding_windows(signal.astype(np.float32), WINDOW, 4))
    params = init(jax.random.PRNGKey(0))
    for epoch in range(EPOCHS):
        beta = kl_weight(epoch + 1, ANNEAL)
        params, loss = train_step(params, windows, beta)
        print(f"epoch {epoch}: beta={float(beta):.2f} loss={float(loss):.4f}")
    scores = np.asarray(anomaly_scores(params, windows))
    print("most anomalous window starts at", int(scores.argmax()) * 4)


if __name__ == "__main__":
    main()
