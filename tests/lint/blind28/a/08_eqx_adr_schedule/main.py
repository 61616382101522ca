import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from train import build_optimizer, make_step


def load_rates(n=1024, seed=0):
    rng = np.random.default_rng(seed)
    season = rng.integers(0, 4, n)
    stars = rng.integers(2, 6, n)
    occ = rng.random(n)
    adr = 60 + 25 * stars + 30 * (season == 2) + 40 * occ + rng.normal(0, 5, n)
    x = np.stack([season / 3, stars / 5, occ], 1).astype(np.float32)
    return x, (adr / 100).astype(np.float32)


def main():
    x, y = load_rates()
    batch = 128
    epochs = 4
    steps = epochs * (len(x) // batch)
    model = eqx.nn.MLP(3, 1, 32, 2, activation=jax.nn.gelu, key=jax.random.PRNGKey(0))
    optim = build_optimizer(steps)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    step_fn = make_step(optim)
    rng = np.random.default_rng(1)
    for epoch in range(epochs):
        perm = rng.permutation(len(x))
        for i in range(len(x) // batch):
            idx = perm[i * batch:(i + 1) * batch]
            model, opt_state, loss = step_fn(model, opt_state, x[idx], y[idx])
        print(f"epoch {epoch} ADR mae {100 * float(loss):.2f}")


if __name__ == "__main__":
    main()
