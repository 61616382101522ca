import jax.numpy as jnp
import numpy as np

from evaluation import run_evaluation


def main():
    rng = np.random.default_rng(4)
    sched = jnp.full((200,), 8.0, jnp.float32)
    for week in range(6):
        pred = jnp.asarray(rng.gamma(8.0, 1.0 + 0.02 * week, 200), jnp.float32)
        b, g, s = np.asarray(run_evaluation(pred, sched))
        print(week, round(float(b), 3), round(float(g), 3), round(float(s), 3))


if __name__ == "__main__":
    main()
