import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from sorter import SoftTemplateSorter, anneal

optim = optax.sgd(0.05)


@eqx.filter_jit
def step(sorter, opt_state, waveforms):
    def loss_fn(s):
        return ((s.reconstruct(waveforms) - waveforms) ** 2).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(sorter)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(sorter, updates), opt_state, loss


def snippets(n=200, n_samples=24, seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(0, 1, n_samples)
    shapes = np.stack([-np.exp(-((t - c) ** 2) / 0.01) for c in (0.3, 0.4, 0.5)])
    ids = rng.integers(0, 3, size=n)
    return (shapes[ids] + 0.05 * rng.normal(size=(n, n_samples))).astype(np.float32)


def main():
    w = jnp.asarray(snippets())
    sorter = SoftTemplateSorter(3, w.shape[1], jax.random.PRNGKey(1))
    opt_state = optim.init(eqx.filter(sorter, eqx.is_array))
    for epoch in range(5):
        sorter = anneal(sorter, epoch)
        for _ in range(4):
            sorter, opt_state, loss = step(sorter, opt_state, w)
        print(f"epoch {epoch} T={float(sorter.temperature):.3f} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
