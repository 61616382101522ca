import jax.numpy as jnp
import numpy as np

from personalize import Personalizer

DIM, HISTORY = 12, 24


def user_histories(rng, n_users):
    for uid in range(n_users):
        taste = rng.normal(size=DIM)
        x = rng.normal(size=(HISTORY, DIM)).astype(np.float32)
        y = (x @ taste > 0).astype(np.float32)
        yield uid, x, y


def main():
    rng = np.random.default_rng(17)
    personalizer = Personalizer(jnp.zeros(DIM))
    for uid, x, y in user_histories(rng, 5):
        w = personalizer.adapt(x, y)
        acc = float(((x @ np.asarray(w) > 0) == (y > 0.5)).mean())
        print(f"user {uid}: adapted train acc {acc:.2f}")


if __name__ == "__main__":
    main()
