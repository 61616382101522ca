import jax
import jax.numpy as jnp
import numpy as np

from registry import ClientRegistry


@jax.jit
def fairness_report(accs):
    worst = jnp.min(accs)
    spread = jnp.std(accs)
    k = max(1, accs.shape[0] // 10)
    bottom = jnp.mean(jnp.sort(accs)[:k])
    return {"worst": worst, "std": spread, "bottom10": bottom}


def main():
    rng = np.random.RandomState(0)
    registry = ClientRegistry()
    next_id = 0
    for rnd in range(5):
        arrivals = list(range(next_id, next_id + 3))
        next_id += 3
        returning = rng.choice(next_id, size=2, replace=False).tolist()
        for cid in arrivals + returning:
            registry.report(cid, float(rng.uniform(0.5, 0.9)))
        rep = fairness_report(registry.accuracies())
        print(f"round {rnd} clients={len(registry.latest)} worst={float(rep['worst']):.3f}")


if __name__ == "__main__":
    main()
