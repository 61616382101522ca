import jax.numpy as jnp
import numpy as np

from ensemble import train_member


def make_data(n=128, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.uniform(-3, 3, size=(n, 1)).astype(np.float32)
    y = (x ** 3 / 10 + rng.normal(size=x.shape) * (0.2 + 0.1 * np.abs(x))).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(y)


if __name__ == "__main__":
    x, y = make_data()
    members = []
    for seed in range(4):
        model, loss = train_member(seed, x, y)
        members.append(model)
        print(f"member {seed}: final nll {loss:.4f}")
    xq = jnp.linspace(-4, 4, 9)[:, None]
    mus = jnp.stack([m(xq)[0] for m in members])
    print("ensemble spread", mus.std(0).ravel())
