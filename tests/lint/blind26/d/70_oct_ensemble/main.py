import jax
import numpy as np

from ensemble import ensemble_probs
from models import init


def main():
    rng = np.random.default_rng(0)
    kinds = ["linear", "mlp", "mlp", "linear", "mlp"]
    members = [(k, init(jax.random.PRNGKey(i), k)) for i, k in enumerate(kinds)]
    for batch in range(3):
        # OCT embedding -> normal / drusen / CNV
        x = rng.normal(size=(10, 16)).astype(np.float32)
        p = ensemble_probs(members, x)
        print(batch, np.asarray(p.argmax(-1)).tolist())


if __name__ == "__main__":
    main()
