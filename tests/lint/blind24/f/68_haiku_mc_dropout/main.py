import numpy as np
import jax
import jax.numpy as jnp

from net import net, stochastic_apply

N_PASSES = 20


def bridge_inventory(n_bridges=6, n_elems=50, seed=0):
    """Element condition features (age, chloride, cover, crack width) for each bridge in the network."""
    rng = np.random.default_rng(seed)
    for b in range(n_bridges):
        yield f"BR-{100 + b}", rng.uniform(0, 1, (n_elems, 4)).astype(np.float32)


def main():
    params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 4)))
    key = jax.random.PRNGKey(1)
    for name, feats in bridge_inventory():
        draws = []
        for _ in range(N_PASSES):
            key, sub = jax.random.split(key)
            draws.append(np.asarray(stochastic_apply(params, sub, feats)))
        draws = np.stack(draws)
        print(f"{name}: mean condition index {draws.mean():+.3f}, epistemic sd {draws.std(0).mean():.3f}")


if __name__ == "__main__":
    main()
