import jax
import jax.numpy as jnp
import numpy as np

from registry import CAPACITY, PortRegistry

STREAM = [
    ["Rotterdam", "Antwerp", "Hamburg", "Rotterdam"],
    ["Felixstowe", "Rotterdam", "Antwerp", "Hamburg"],
    ["Le Havre", "Felixstowe", "Rotterdam", "Bremerhaven"],
    ["Hamburg", "Gdansk", "Le Havre", "Rotterdam"],
    ["Algeciras", "Valencia", "Gdansk", "Antwerp"],
]


@jax.jit
def congestion_update(params, ids, wait_h):
    def loss(p):
        return jnp.mean((p["emb"][ids] @ p["w"] - wait_h) ** 2)
    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.05 * b, params, g)


def main():
    rng = np.random.default_rng(0)
    params = {"emb": jax.random.normal(jax.random.PRNGKey(0), (CAPACITY, 8)) * 0.1, "w": jnp.ones(8) * 0.1}
    reg = PortRegistry()
    for batch in STREAM:
        ids = reg.lookup(batch)
        params = congestion_update(params, ids, rng.gamma(2.0, 5.0, len(batch)).astype(np.float32))
        print(len(reg.index), float(jnp.abs(params["emb"]).sum()))


if __name__ == "__main__":
    main()
