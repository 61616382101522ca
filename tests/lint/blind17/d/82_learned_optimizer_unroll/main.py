import jax.numpy as jnp
import numpy as np

from meta import meta_step
from tasks import sample_quadratic


def main():
    rng = np.random.default_rng(0)
    meta = {"log_lr": jnp.float32(-3.0), "mom_logit": jnp.float32(0.0)}
    for it in range(6):
        A, b = sample_quadratic(rng)
        n_unroll = int(rng.integers(5, 20))  # truncation length randomised to reduce bias
        meta, value = meta_step(meta, A, b, n_unroll)
        print(it, n_unroll, float(value), float(jnp.exp(meta["log_lr"])))


if __name__ == "__main__":
    main()
