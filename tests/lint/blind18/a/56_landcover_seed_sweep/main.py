import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from training import make_train_step


class SpectralMLP(nn.Module):
    classes: int = 7

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(32)(x))
        return nn.Dense(self.classes)(x)


def pixels(rng, n=64, bands=10, classes=7):
    x = rng.normal(size=(n, bands)).astype(np.float32)
    y = rng.integers(0, classes, size=n).astype(np.int32)
    return jnp.asarray(x), jnp.asarray(y)


def run(seed, model, tx, steps=3):
    rng = np.random.default_rng(seed)
    x0, _ = pixels(rng)
    params = model.init(jax.random.PRNGKey(seed), x0)
    opt_state = tx.init(params)
    train_step = make_train_step(model, tx)
    for _ in range(steps):
        params, opt_state, loss = train_step(params, opt_state, *pixels(rng))
    return float(loss)


def main():
    model = SpectralMLP()
    tx = optax.adam(1e-3)
    results = {seed: run(seed, model, tx) for seed in (0, 1, 2, 3)}
    print("final loss by seed:", {k: round(v, 4) for k, v in results.items()})


if __name__ == "__main__":
    main()
