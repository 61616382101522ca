import jax.numpy as jnp
import numpy as np

from aggregators import build_aggregator

CFG = {"trim": 1, "clients": 7, "dim": 6, "rounds": 4}


def main():
    rng = np.random.RandomState(0)
    w = jnp.zeros((CFG["dim"],))
    for rnd in range(CFG["rounds"]):
        updates = rng.normal(size=(CFG["clients"], CFG["dim"])).astype(np.float32) * 0.1
        updates[0] = 50.0  # a poisoned client
        aggregator = build_aggregator(CFG)
        w = w + aggregator(jnp.asarray(updates))
        print(f"round {rnd} |w|={float(jnp.linalg.norm(w)):.4f}")


if __name__ == "__main__":
    main()
