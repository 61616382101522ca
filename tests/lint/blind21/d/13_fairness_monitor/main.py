import jax
import jax.numpy as jnp
import numpy as np

from registry import ClientRegistry

MAX_CLIENTS = 64


@jax.jit
def fairness_report(accs, seen):
    n = jnp.sum(seen)
    worst = jnp.min(jnp.where(seen, accs, jnp.inf))
    mean = jnp.sum(jnp.where(seen, accs, 0.0)) / n
    spread = jnp.sqrt(jnp.sum(jnp.where(seen, (accs - mean) ** 2, 0.0)) / n)
    k = jnp.maximum(1, n // 10)
    ranked = jnp.sort(jnp.where(seen, accs, jnp.inf))
    bottom = jnp.sum(jnp.where(jnp.arange(accs.shape[0]) < k, ranked, 0.0)) / k
    return {"worst": worst, "std": spread, "bottom10": bottom}


def main():
    rng = np.random.RandomState(0)
    registry = ClientRegistry(MAX_CLIENTS)
    next_id = 0
    for rnd in range(5):
        arrivals = list(range(next_id, next_id + 3))
        next_id += 3
        returning = rng.choice(next_id, size=2, replace=False).tolist()
        for cid in arrivals + returning:
            registry.report(cid, float(rng.uniform(0.5, 0.9)))
        accs, seen = registry.table()
        rep = fairness_report(accs, seen)
        print(f"round {rnd} clients={int(seen.sum())} worst={float(rep['worst']):.3f}")


if __name__ == "__main__":
    main()
