import jax.numpy as jnp
import numpy as np

from inverse import gradient_step
from penalties import make_penalty


def survey(seed=0):
    # dose-rate readings along a pipe run from 12 unknown hot-spot strengths
    rng = np.random.default_rng(seed)
    pos_src = np.linspace(0, 11, 12)
    pos_det = np.linspace(0, 11, 30)
    r2 = (pos_det[:, None] - pos_src[None, :]) ** 2 + 0.5 ** 2
    a = (1.0 / r2).astype(np.float32)
    s_true = np.zeros(12, np.float32)
    s_true[[3, 8]] = [5.0, 2.0]
    return jnp.asarray(a), jnp.asarray((a @ s_true * rng.normal(1, 0.02, 30)).astype(np.float32))


def main():
    a, readings = survey()
    for weight in [0.0, 0.1, 1.0]:
        s = jnp.ones(12, dtype=jnp.float32)
        penalty = make_penalty(weight)
        for _ in range(200):
            s, obj = gradient_step(s, a, readings, penalty)
        print(f"weight {weight}: objective {float(obj):.3f}, hottest segment {int(jnp.argmax(s))}")


if __name__ == "__main__":
    main()
