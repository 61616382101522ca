import jax

from data import SnapshotLoader, vortex_shedding_snapshots
from rom import init_mlp, pod_basis, train_step, tx

BATCH = 16
RANK = 4


def main():
    times, fields = vortex_shedding_snapshots()
    basis, mean = pod_basis(fields, RANK)
    params = init_mlp(jax.random.PRNGKey(0), RANK)
    opt_state = tx.init(params)
    loader = SnapshotLoader(times, fields, BATCH)
    for epoch in range(3):
        total = 0.0
        for t, f in loader:
            params, opt_state, loss = train_step(params, opt_state, t, f, basis, mean)
            total += float(loss) * len(t)
        print(f"epoch {epoch}: mse {total / len(times):.5f} over {len(loader)} batches")


if __name__ == "__main__":
    main()
