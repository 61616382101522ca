import numpy as np
import jax
import jax.numpy as jnp
import optax

from callbacks import ReduceOnPlateau

tx = optax.inject_hyperparams(optax.sgd)(learning_rate=0.2, momentum=0.9)


def features(n, seed):
    """Chloride-ingress features (cover, w/c, exposure years, temperature) -> corrosion initiation index."""
    rng = np.random.default_rng(seed)
    x = rng.uniform(0, 1, (n, 4)).astype(np.float32)
    y = (1.5 * x[:, 2] * (0.5 + x[:, 1]) / (0.4 + x[:, 0]) + 0.2 * x[:, 3] + rng.normal(0, 0.3, n)).astype(np.float32)
    return x, y


def model(p, x):
    return jax.nn.softplus(x @ p["w"] + p["b"]) @ p["v"]


@jax.jit
def train_epoch(p, state, x, y):
    loss, g = jax.value_and_grad(lambda q: jnp.mean((model(q, x) - y) ** 2))(p)
    upd, state = tx.update(g, state, p)
    return optax.apply_updates(p, upd), state, loss


@jax.jit
def val_loss(p, x, y):
    return jnp.mean((model(p, x) - y) ** 2)


def main():
    xtr, ytr = features(256, 0)
    xva, yva = features(64, 1)
    k = jax.random.PRNGKey(0)
    p = {"w": 0.5 * jax.random.normal(k, (4, 16)), "b": jnp.zeros(16), "v": jnp.full(16, 0.1, jnp.float32)}
    state = tx.init(p)
    plateau = ReduceOnPlateau(patience=2)
    for epoch in range(30):
        p, state, loss = train_epoch(p, state, xtr, ytr)
        vl = float(val_loss(p, xva, yva))
        state = plateau(vl, state)
        if epoch % 5 == 4:
            print(f"epoch {epoch}: train {float(loss):.4f} val {vl:.4f} lr {float(state.hyperparams['learning_rate']):.4f}")


if __name__ == "__main__":
    main()
