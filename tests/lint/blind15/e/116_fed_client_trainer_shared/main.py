import jax.numpy as jnp
import numpy as np

from client import ClientTrainer


def main():
    rng = np.random.default_rng(0)
    true_w = rng.normal(size=(4,))
    data = []
    for cid in range(4):
        x = rng.normal(size=(20, 4)).astype(np.float32)
        data.append((x, (x @ true_w).astype(np.float32)))
    w = jnp.zeros(4)
    for rnd in range(3):
        trainers = [ClientTrainer(cid, x, y) for cid, (x, y) in enumerate(data)]
        w = jnp.mean(jnp.stack([t.fit(w) for t in trainers]), axis=0)
        print(rnd, float(jnp.linalg.norm(w - true_w)))


if __name__ == "__main__":
    main()
