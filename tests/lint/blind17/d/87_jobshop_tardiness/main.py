import jax.numpy as jnp
import numpy as np

from instances import make_instance
from relax import improve_schedule

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    for i in range(6):
        inst = make_instance(rng, with_precedence=(i % 2 == 1))
        logits, cost = improve_schedule(jnp.zeros(8), inst)
        print(i, sorted(inst), float(cost), np.argsort(-np.asarray(logits)).tolist())
