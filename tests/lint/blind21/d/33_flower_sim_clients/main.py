import jax.numpy as jnp
import numpy as np

from client import make_client_fn

DIM = 5


def main():
    rng = np.random.RandomState(0)
    datasets = {cid: (jnp.asarray(rng.normal(size=(16, DIM)), jnp.float32),
                      jnp.asarray(rng.normal(size=(16,)), jnp.float32)) for cid in range(6)}
    client_fn = make_client_fn(datasets)
    params = np.zeros((DIM,), np.float32)
    for rnd in range(3):
        cohort = rng.choice(6, size=3, replace=False)
        results = [client_fn(int(cid)).fit(params) for cid in cohort]
        total = sum(n for _, n in results)
        params = sum(p * (n / total) for p, n in results).astype(np.float32)
        print(f"round {rnd} cohort={cohort.tolist()} |w|={np.linalg.norm(params):.4f}")


if __name__ == "__main__":
    main()
