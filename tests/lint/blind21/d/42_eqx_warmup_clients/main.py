import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from training import local_round


def average_models(models):
    params = [eqx.filter(m, eqx.is_array) for m in models]
    mean = jax.tree_util.tree_map(lambda *p: sum(p) / len(p), *params)
    _, static = eqx.partition(models[0], eqx.is_array)
    return eqx.combine(mean, static)


def main():
    rng = np.random.RandomState(0)
    model = eqx.nn.MLP(3, 1, 8, 1, key=jax.random.PRNGKey(0))
    clients = [(jnp.asarray(rng.normal(size=(16, 3)), jnp.float32),
                jnp.asarray(rng.normal(size=(16,)), jnp.float32)) for _ in range(3)]
    for rnd in range(5):
        round_idx = jnp.asarray(rnd, jnp.int32)
        results = [local_round(model, x, y, round_idx) for x, y in clients]
        model = average_models([m for m, _ in results])
        print(f"round {rnd} loss {float(results[0][1]):.4f}")


if __name__ == "__main__":
    main()
