import jax
import jax.numpy as jnp
import numpy as np

from collate import make_molecules, pad_batch
from schnet import energy, init


@jax.jit
def sgd_step(params, z, pos, y, lr=1e-2):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((energy(p, z, pos) - y) ** 2))(params)
    return jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g), loss


def main():
    rng = np.random.default_rng(0)
    mols = sorted(make_molecules(rng, 48), key=lambda m: len(m["z"]))
    params = init(jax.random.PRNGKey(0))
    for i in range(0, len(mols), 4):
        z, pos, y = pad_batch(mols[i:i + 4])
        params, loss = sgd_step(params, z, pos, y)
        print(z.shape[1], float(loss))


if __name__ == "__main__":
    main()
