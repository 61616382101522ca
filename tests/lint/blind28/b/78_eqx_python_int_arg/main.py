import equinox as eqx
import jax
import numpy as np

from train import opt, contrastive_step


def playstyle_pairs(rng, n=32, d=10):
    # two sessions of the same player should embed close together
    base = rng.normal(size=(n, d)).astype(np.float32)
    return base + 0.1 * rng.normal(size=(n, d)).astype(np.float32), base


def main():
    rng = np.random.default_rng(0)
    model = eqx.nn.MLP(10, 8, 32, 2, key=jax.random.PRNGKey(1))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for epoch in range(5):
        for _ in range(3):
            a, p = playstyle_pairs(rng)
            model, opt_state, loss = contrastive_step(model, opt_state, a, p, epoch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
